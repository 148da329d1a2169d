import Foundation

extension ListGeometry {
    /// What the geometry is built from: the list's layout and viewport, and
    /// its data source's counts and sizes.
    struct Input {
        var layout: ListLayout
        var viewport: CGSize
        var itemCounts: [Int]
        /// Items fill the cross axis (inside the insets) whatever size they ask for: table rows.
        var stretchesItems: Bool
        var itemSize: (IndexPath) -> CGSize
        var supplementarySize: (SupplementaryKind, Int) -> CGSize
        /// Space before the first section and after the last (a table's header and footer views).
        var leadingExtent: CGFloat = 0
        var trailingExtent: CGFloat = 0
    }

    /// Lays out every section in order along the main axis.
    init(_ input: Input) {
        self.init(direction: input.layout.scrollDirection)
        let vertical = direction == .vertical
        let layout = input.layout
        let insets = layout.sectionInsets
        let crossExtent = vertical ? input.viewport.width : input.viewport.height
        let crossLeading = vertical ? insets.left : insets.top
        let crossTrailing = vertical ? insets.right : insets.bottom
        let mainLeading = vertical ? insets.top : insets.left
        let mainTrailing = vertical ? insets.bottom : insets.right
        let crossAvailable = Swift.max(0, crossExtent - crossLeading - crossTrailing)

        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical
                ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func lengths(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) {
            let width = size.width.isFinite ? Swift.max(0, size.width) : 0
            let height = size.height.isFinite ? Swift.max(0, size.height) : 0
            return vertical ? (height, width) : (width, height)
        }

        let total = input.itemCounts.reduce(0) { $0 + Swift.max(0, $1) }
        itemFrames.reserveCapacity(total)
        lineStarts.reserveCapacity(total)
        lineEnds.reserveCapacity(total)
        sectionStarts.reserveCapacity(input.itemCounts.count + 1)

        var main: CGFloat = Swift.max(0, input.leadingExtent.isFinite ? input.leadingExtent : 0)
        var crossUsed: CGFloat = 0
        for (section, rawCount) in input.itemCounts.enumerated() {
            let sectionStart = main
            let header = lengths(input.supplementarySize(.header, section)).main
            headerFrames.append(header > 0 ? rect(main: main, cross: 0, mainLength: header, crossLength: crossExtent) : nil)
            main += header + mainLeading

            // Items flow into lines; a line's extent is filled in when it closes.
            var lineStart = main
            var lineDepth: CGFloat = 0
            var cursor: CGFloat = 0
            var lineFirstItem = itemFrames.count
            var spacingOwed = false
            func closeLine() {
                for index in lineFirstItem..<itemFrames.count {
                    lineStarts[index] = lineStart
                    lineEnds[index] = lineStart + lineDepth
                }
            }
            for item in 0..<Swift.max(0, rawCount) {
                var size = lengths(input.itemSize([section, item]))
                if input.stretchesItems { size.cross = crossAvailable }
                if cursor > 0, cursor + layout.itemSpacing + size.cross > crossAvailable {
                    closeLine()
                    lineStart += lineDepth
                    // Spacing goes between lines that show something: empty items (a release
                    // build's fallbacks) take none, so they leave no double gap.
                    if lineDepth > 0 { spacingOwed = true }
                    lineDepth = 0
                    cursor = 0
                    lineFirstItem = itemFrames.count
                }
                if cursor == 0, spacingOwed, size.main > 0 {
                    lineStart += layout.lineSpacing
                    spacingOwed = false
                }
                let crossPosition = cursor == 0 ? 0 : cursor + layout.itemSpacing
                itemFrames.append(rect(main: lineStart, cross: crossLeading + crossPosition,
                                       mainLength: size.main, crossLength: size.cross))
                lineStarts.append(lineStart)
                lineEnds.append(lineStart)
                cursor = crossPosition + size.cross
                lineDepth = Swift.max(lineDepth, size.main)
                crossUsed = Swift.max(crossUsed, crossLeading + cursor + crossTrailing)
            }
            closeLine()
            if itemFrames.count > lineFirstItem || lineDepth > 0 { main = lineStart + lineDepth }
            main += mainTrailing
            let footer = lengths(input.supplementarySize(.footer, section)).main
            footerFrames.append(footer > 0 ? rect(main: main, cross: 0, mainLength: footer, crossLength: crossExtent) : nil)
            main += footer
            sectionStarts.append(itemFrames.count)
            sectionSpans.append(sectionStart...main)
        }
        main += Swift.max(0, input.trailingExtent.isFinite ? input.trailingExtent : 0)
        let cross = Swift.max(crossExtent, crossUsed)
        contentSize = vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
}
