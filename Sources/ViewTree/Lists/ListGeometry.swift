import Foundation

/// Where every item, header and footer of a list sits, computed in one pass
/// over the sizes its data source gives.
///
/// Positions are kept along two axes, *main* (the scroll direction) and
/// *cross*, so one algorithm serves vertical and horizontal lists. Each item
/// also records the extent of its line; line extents never decrease in item
/// order, which lets a visible-rect query binary-search instead of scanning.
struct ListGeometry: Sendable {
    /// Flat index of each section's first item, plus the total at the end.
    var sectionStarts: [Int] = [0]
    var itemFrames: [CGRect] = []
    var lineStarts: [CGFloat] = []
    var lineEnds: [CGFloat] = []
    var headerFrames: [CGRect?] = []
    var footerFrames: [CGRect?] = []
    /// Each section's extent along the main axis, header to footer.
    var sectionSpans: [ClosedRange<CGFloat>] = []
    var contentSize: CGSize = .zero
    /// Each section's column count when it is a grid (columns or adaptive
    /// columns), 0 when it is not (a flow or a waterfall).
    var sectionColumns: [Int] = []
    /// The rows and columns assistive technology is told of; nil when the
    /// list is not one grid.
    var grid: GridShape?
    let direction: ListLayout.ScrollDirection

    init(direction: ListLayout.ScrollDirection = .vertical) {
        self.direction = direction
    }

    var sectionCount: Int { sectionStarts.count - 1 }
    var itemCount: Int { itemFrames.count }

    func itemCount(inSection section: Int) -> Int {
        sectionStarts[section + 1] - sectionStarts[section]
    }

    func flatIndex(of path: IndexPath) -> Int? {
        guard path.count == 2, path[0] >= 0, path[0] < sectionCount, path[1] >= 0,
              path[1] < itemCount(inSection: path[0]) else { return nil }
        return sectionStarts[path[0]] + path[1]
    }

    func indexPath(ofFlatIndex index: Int) -> IndexPath {
        // The last section starting at or before `index` (empty sections share starts).
        var low = 0
        var high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return [low, index - sectionStarts[low]]
    }

    func frame(ofItemAt path: IndexPath) -> CGRect? {
        flatIndex(of: path).map { itemFrames[$0] }
    }

    func frame(of kind: SupplementaryKind, inSection section: Int) -> CGRect? {
        guard section >= 0, section < sectionCount else { return nil }
        return kind == .header ? headerFrames[section] : footerFrames[section]
    }

    /// Flat indexes of the items whose lines overlap `range` on the main axis.
    func items(inMainRange range: Range<CGFloat>) -> Range<Int> {
        // First item whose line ends after the range starts.
        var low = 0
        var high = itemCount
        while low < high {
            let middle = (low + high) / 2
            if lineEnds[middle] <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        let first = low
        // First item (from there) whose line starts at or after the range's end.
        high = itemCount
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] < range.upperBound { low = middle + 1 } else { high = middle }
        }
        return first..<low
    }

    /// Sections whose span overlaps `range` on the main axis.
    func sections(inMainRange range: Range<CGFloat>) -> [Int] {
        sectionSpans.indices.filter { sectionSpans[$0].upperBound > range.lowerBound && sectionSpans[$0].lowerBound < range.upperBound }
    }

    func mainRange(of rect: CGRect) -> Range<CGFloat> {
        direction == .vertical ? rect.minY..<rect.maxY : rect.minX..<rect.maxX
    }
}
