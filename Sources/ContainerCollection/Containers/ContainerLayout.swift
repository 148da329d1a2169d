import Foundation
import ViewTree

/// How a container arranges its elements: a vertical list, a vertical grid
/// of equal columns, or a horizontal rail.
///
/// Elements size themselves along the scroll axis: a list or grid gives each
/// element its column's width and asks for a height; a rail gives each the
/// rail's item height and asks for a width.
///
/// ```swift
/// ContainerLayout.list(spacing: 8)
/// ContainerLayout.grid(columns: 3, spacing: 2)
/// ContainerLayout.rail(itemHeight: 180, spacing: 12, insets: EdgeInsets(horizontal: 16))
/// ```
public struct ContainerLayout: Hashable, Sendable {
    /// The axis the container scrolls along.
    public var scrollDirection: ListLayout.ScrollDirection
    /// Elements per row of a vertical container (1 for a list); at least 1.
    public var columns: Int
    /// Space between elements of one row (or column, in a rail).
    public var itemSpacing: CGFloat
    /// Space between rows (or, in a rail, between elements).
    public var lineSpacing: CGFloat
    /// Space around each section's elements.
    public var insets: EdgeInsets
    /// A rail's element height; nil takes the rail's height less the insets.
    public var itemHeight: CGFloat?
    /// The longest the container makes itself along its scroll axis when it
    /// sizes itself (a limited-height gallery); nil for its whole content.
    public var maximumLength: CGFloat?

    /// A layout; prefer ``list(spacing:insets:)``, ``grid(columns:spacing:insets:)`` and ``rail(itemHeight:spacing:insets:)``.
    public init(
        scrollDirection: ListLayout.ScrollDirection = .vertical, columns: Int = 1, itemSpacing: CGFloat = 0,
        lineSpacing: CGFloat = 0, insets: EdgeInsets = EdgeInsets(), itemHeight: CGFloat? = nil, maximumLength: CGFloat? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.columns = Swift.max(1, columns)
        self.itemSpacing = Self.length(itemSpacing)
        self.lineSpacing = Self.length(lineSpacing)
        self.insets = insets
        self.itemHeight = itemHeight.map(Self.length)
        self.maximumLength = maximumLength.map(Self.length)
    }

    /// A vertical list: one element per row.
    public static func list(spacing: CGFloat = 0, insets: EdgeInsets = EdgeInsets()) -> ContainerLayout {
        ContainerLayout(lineSpacing: spacing, insets: insets)
    }

    /// A vertical grid of `columns` equal columns.
    public static func grid(columns: Int, spacing: CGFloat = 0, insets: EdgeInsets = EdgeInsets()) -> ContainerLayout {
        ContainerLayout(columns: columns, itemSpacing: spacing, lineSpacing: spacing, insets: insets)
    }

    /// A horizontal rail of elements `itemHeight` tall.
    public static func rail(itemHeight: CGFloat? = nil, spacing: CGFloat = 0, insets: EdgeInsets = EdgeInsets()) -> ContainerLayout {
        ContainerLayout(scrollDirection: .horizontal, lineSpacing: spacing, insets: insets, itemHeight: itemHeight)
    }

    /// The same layout, limited to `length` along the scroll axis when the container sizes itself.
    public func limited(to length: CGFloat) -> ContainerLayout {
        var copy = self
        copy.maximumLength = Self.length(length)
        return copy
    }

    /// The list view's flow layout.
    var listLayout: ListLayout {
        // A horizontal list's lines are columns: line spacing separates a rail's elements.
        ListLayout(scrollDirection: scrollDirection, itemSpacing: itemSpacing, lineSpacing: lineSpacing, sectionInsets: insets)
    }

    /// The space an element of a container of `size` may take: fixed across
    /// the scroll axis, free along it. Grid columns are floored to the pixel
    /// grid so a row's elements always fit on one line.
    func itemConstraint(in size: CGSize, scale: CGFloat) -> CGSize {
        switch scrollDirection {
        case .vertical:
            let available = Swift.max(0, size.width - insets.left - insets.right)
            let gaps = CGFloat(columns - 1) * itemSpacing
            let width = columns == 1 ? available : Self.floor(Swift.max(0, available - gaps) / CGFloat(columns), scale: scale)
            return CGSize(width: width, height: .infinity)
        case .horizontal:
            let height = itemHeight ?? Swift.max(0, size.height - insets.top - insets.bottom)
            return CGSize(width: .infinity, height: height)
        }
    }

    /// An element's size as the list places it: the constrained axis exactly
    /// as given, the free one as measured.
    func itemSize(measured: CGSize, constraint: CGSize) -> CGSize {
        switch scrollDirection {
        case .vertical: CGSize(width: constraint.width, height: Self.length(measured.height))
        case .horizontal: CGSize(width: Self.length(measured.width), height: constraint.height)
        }
    }

    private static func floor(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        scale > 0 ? (value * scale).rounded(.down) / scale : value.rounded(.down)
    }

    private static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(0, value) : 0
    }
}
