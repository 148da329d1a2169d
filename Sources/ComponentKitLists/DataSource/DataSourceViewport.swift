import Foundation

/// The part of a list its data source's items are shown in: what split
/// changesets fill first, as ComponentKit's `CKDataSourceViewport`.
///
/// List adapters report their list's bounds; set ``DataSource/viewport``
/// to use a data source without one, or to override it.
///
/// ```swift
/// feed.viewport = DataSourceViewport(size: CGSize(width: 390, height: 844), contentOffset: .zero)
/// ```
public struct DataSourceViewport: Hashable, Sendable {
    /// The viewport's size; an empty one means "unknown" (the split
    /// options' bounding size is used instead).
    public var size: CGSize
    /// Where the viewport starts in the list's content.
    public var contentOffset: CGPoint

    /// A viewport; values that are negative or not finite count as zero.
    public init(size: CGSize, contentOffset: CGPoint = .zero) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(0, value) : 0 }
        self.size = CGSize(width: clean(size.width), height: clean(size.height))
        self.contentOffset = CGPoint(x: clean(contentOffset.x), y: clean(contentOffset.y))
    }
}
