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
        /// A section's sizes at once, when the data source has them so.
        var sectionSizes: (Int) -> [CGSize]? = { _ in nil }
        var supplementarySize: (SupplementaryKind, Int) -> CGSize
        /// Space before the first section and after the last (a table's header and footer views).
        var leadingExtent: CGFloat = 0
        var trailingExtent: CGFloat = 0
        /// Lines fill from the right (a right-to-left vertical list).
        var mirrorsCross: Bool = false
    }

    /// Lays out every section in order along the main axis.
    init(_ input: Input) {
        self.init(direction: input.layout.scrollDirection)
        let vertical = direction == .vertical
        let crossExtent = vertical ? input.viewport.width : input.viewport.height

        let total = input.itemCounts.reduce(0) { $0 + Swift.max(0, $1) }
        itemFrames.reserveCapacity(total)
        lineStarts.reserveCapacity(total)
        lineEnds.reserveCapacity(total)
        sectionStarts.reserveCapacity(input.itemCounts.count + 1)

        var main = Self.clean(input.leadingExtent)
        var crossUsed: CGFloat = 0
        for (section, rawCount) in input.itemCounts.enumerated() {
            let metrics = SectionMetrics(input.layout.layout(ofSection: section), vertical: vertical, crossExtent: crossExtent,
                                         mirrored: input.mirrorsCross && vertical)
            let sectionStart = main
            let header = metrics.lengths(input.supplementarySize(.header, section)).main
            headerFrames.append(header > 0 ? metrics.rect(main: main, mainLength: header) : nil)
            main += header + metrics.mainLeading

            let count = Swift.max(0, rawCount)
            let sizes = input.sectionSizes(section).flatMap { $0.count == count ? $0 : nil }
            let size: (Int) -> CGSize = { item in sizes?[item] ?? input.itemSize([section, item]) }
            switch metrics.layout.arrangement {
            case .flow:
                main = placeLines(count: count, from: main, columns: nil, metrics, input, size, &crossUsed)
                sectionColumns.append(0)
            case let .columns(columns):
                main = placeLines(count: count, from: main, columns: Swift.max(1, columns), metrics, input, size, &crossUsed)
                sectionColumns.append(Swift.max(1, columns))
            case let .adaptiveColumns(minimumWidth):
                let columns = metrics.columnsFitting(minimumWidth: minimumWidth)
                main = placeLines(count: count, from: main, columns: columns, metrics, input, size, &crossUsed)
                sectionColumns.append(columns)
            case let .waterfall(columns):
                main = placeWaterfall(count: count, from: main, columns: Swift.max(1, columns), metrics, size)
                crossUsed = Swift.max(crossUsed, metrics.crossLeading + metrics.crossAvailable + metrics.crossTrailing)
                sectionColumns.append(0)
            }
            main += metrics.mainTrailing
            let footer = metrics.lengths(input.supplementarySize(.footer, section)).main
            footerFrames.append(footer > 0 ? metrics.rect(main: main, mainLength: footer) : nil)
            main += footer
            sectionStarts.append(itemFrames.count)
            sectionSpans.append(sectionStart...main)
        }
        main += Self.clean(input.trailingExtent)
        let cross = Swift.max(crossExtent, crossUsed)
        contentSize = vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
        grid = GridShape(self)
    }

    /// Zero for a length that is negative or not finite.
    static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(0, value) : 0 }

    /// Places a section's items in lines from `start`, wrapping when the
    /// next item does not fit (a flow) or after `columns` items (a grid,
    /// whose items are a column wide); returns where the last line ends.
    private mutating func placeLines(count: Int, from start: CGFloat, columns: Int?, _ metrics: SectionMetrics, _ input: Input,
                                     _ itemSize: (Int) -> CGSize, _ crossUsed: inout CGFloat) -> CGFloat {
        let spacing = metrics.itemSpacing
        let columnWidth = columns.map(metrics.columnWidth)
        // Items flow into lines; a line's extent is filled in when it closes.
        var lineStart = start
        var lineDepth: CGFloat = 0
        var cursor: CGFloat = 0
        var inLine = 0
        var lineFirstItem = itemFrames.count
        var spacingOwed = false
        func closeLine() {
            for index in lineFirstItem..<itemFrames.count {
                lineStarts[index] = lineStart
                lineEnds[index] = lineStart + lineDepth
            }
        }
        for item in 0..<count {
            var size = metrics.lengths(itemSize(item))
            if let columnWidth { size.cross = columnWidth } else if input.stretchesItems { size.cross = metrics.crossAvailable }
            let wraps = columns.map { inLine == $0 } ?? (cursor > 0 && cursor + spacing + size.cross > metrics.crossAvailable)
            if wraps {
                closeLine()
                lineStart += lineDepth
                // Spacing goes between lines that show something: empty items (a release
                // build's fallbacks) take none, so they leave no double gap.
                if lineDepth > 0 { spacingOwed = true }
                lineDepth = 0
                cursor = 0
                inLine = 0
                lineFirstItem = itemFrames.count
            }
            if inLine == 0 || cursor == 0, spacingOwed, size.main > 0 {
                lineStart += metrics.lineSpacing
                spacingOwed = false
            }
            let crossPosition = columns != nil ? CGFloat(inLine) * ((columnWidth ?? 0) + spacing) : (cursor == 0 ? 0 : cursor + spacing)
            itemFrames.append(metrics.rect(main: lineStart, cross: crossPosition, mainLength: size.main, crossLength: size.cross))
            lineStarts.append(lineStart)
            lineEnds.append(lineStart)
            cursor = crossPosition + size.cross
            inLine += 1
            lineDepth = Swift.max(lineDepth, size.main)
            crossUsed = Swift.max(crossUsed, metrics.crossLeading + cursor + metrics.crossTrailing)
        }
        closeLine()
        return itemFrames.count > lineFirstItem || lineDepth > 0 ? lineStart + lineDepth : lineStart
    }

    /// Places a section's items in a waterfall from `start`: each goes to
    /// the column that ends first (the leading one on ties); returns where
    /// the longest column ends.
    ///
    /// Items' starts never decrease in item order (the shortest column only
    /// grows), so they keep the order visible-rect queries binary-search;
    /// line ends are kept as the running deepest end, which only grows too.
    private mutating func placeWaterfall(count: Int, from start: CGFloat, columns: Int, _ metrics: SectionMetrics,
                                         _ itemSize: (Int) -> CGSize) -> CGFloat {
        let width = metrics.columnWidth(columns)
        var ends = [CGFloat](repeating: start, count: columns)
        var filled = [Bool](repeating: false, count: columns)
        var deepest = start
        for item in 0..<count {
            let depth = metrics.lengths(itemSize(item)).main
            var column = 0
            for candidate in 1..<columns where ends[candidate] < ends[column] { column = candidate }
            let top = ends[column] + (filled[column] && depth > 0 ? metrics.lineSpacing : 0)
            itemFrames.append(metrics.rect(main: top, cross: CGFloat(column) * (width + metrics.itemSpacing),
                                           mainLength: depth, crossLength: width))
            deepest = Swift.max(deepest, top + depth)
            lineStarts.append(top)
            lineEnds.append(deepest)
            if depth > 0 {
                ends[column] = top + depth
                filled[column] = true
            }
        }
        return ends.reduce(start, Swift.max)
    }
}
