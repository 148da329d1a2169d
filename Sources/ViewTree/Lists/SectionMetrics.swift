import Foundation

/// One section's layout read along a list's two axes: *main* (the scroll
/// direction) and *cross*, with its spacing and insets made safe (negative
/// or non-finite lengths count as zero).
struct SectionMetrics {
    let layout: ListSectionLayout
    let vertical: Bool
    /// The list's extent across the scroll axis.
    let crossExtent: CGFloat
    /// Lines fill from the far cross edge (right to left).
    let mirrored: Bool
    let itemSpacing: CGFloat
    let lineSpacing: CGFloat
    let crossLeading: CGFloat
    let crossTrailing: CGFloat
    let mainLeading: CGFloat
    let mainTrailing: CGFloat
    /// Room for items across the scroll axis, inside the insets.
    let crossAvailable: CGFloat

    init(_ layout: ListSectionLayout, vertical: Bool, crossExtent: CGFloat, mirrored: Bool) {
        let clean = ListGeometry.clean
        self.layout = layout
        self.vertical = vertical
        self.crossExtent = crossExtent
        self.mirrored = mirrored
        itemSpacing = clean(layout.itemSpacing)
        lineSpacing = clean(layout.lineSpacing)
        let insets = layout.insets
        // Right to left, the leading inset is the right one.
        crossLeading = clean(vertical ? (mirrored ? insets.right : insets.left) : insets.top)
        crossTrailing = clean(vertical ? (mirrored ? insets.left : insets.right) : insets.bottom)
        mainLeading = clean(vertical ? insets.top : insets.left)
        mainTrailing = clean(vertical ? insets.bottom : insets.right)
        crossAvailable = Swift.max(0, crossExtent - crossLeading - crossTrailing)
    }

    /// A size's extents along the main and cross axes, made safe.
    func lengths(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) {
        let width = ListGeometry.clean(size.width)
        let height = ListGeometry.clean(size.height)
        return vertical ? (height, width) : (width, height)
    }

    /// An item's rect, `cross` measured from the section's leading inset.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        var position = crossLeading + cross
        if mirrored { position = crossExtent - position - crossLength }
        return vertical
            ? CGRect(x: position, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: position, width: mainLength, height: crossLength)
    }

    /// A header's or footer's rect: the list's whole cross extent.
    func rect(main: CGFloat, mainLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: 0, y: main, width: crossExtent, height: mainLength)
            : CGRect(x: main, y: 0, width: mainLength, height: crossExtent)
    }

    /// The width of one of `columns` equal columns.
    func columnWidth(_ columns: Int) -> CGFloat {
        Swift.max(0, (crossAvailable - CGFloat(columns - 1) * itemSpacing) / CGFloat(columns))
    }

    /// How many columns at least `minimumWidth` wide fit (at least one).
    func columnsFitting(minimumWidth: CGFloat) -> Int {
        guard minimumWidth.isFinite, minimumWidth > 0 else { return 1 }
        let fitting = ((crossAvailable + itemSpacing) / (minimumWidth + itemSpacing)).rounded(.down)
        return fitting.isFinite ? Swift.max(1, Int(Swift.min(fitting, 1_000))) : 1
    }
}
