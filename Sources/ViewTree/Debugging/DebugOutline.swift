import Foundation

/// An outline a debug mode draws over a view: a rectangle in the view's
/// coordinates, what it is, and where it comes from, as
/// `CKComponentDebugController` outlines components.
///
/// Outlines are view-tree data like any property: a view's
/// ``View/debugOutlines`` are recorded as a mutation, and backends show
/// them while their window's ``Window/showsDebugOutlines`` is on.
public struct DebugOutline: Hashable, Sendable {
    /// Where, in the view's bounds coordinates.
    public var frame: CGRect
    /// What: a component's type, say.
    public var title: String
    /// Where from: a component's scope path; empty when there is none.
    public var detail: String
    /// Whether the outlined thing has a view of its own (layout-only
    /// components have none: their outline is the only sign of them).
    public var hasView: Bool

    /// An outline.
    public init(frame: CGRect, title: String, detail: String = "", hasView: Bool) {
        self.frame = frame
        self.title = title
        self.detail = detail
        self.hasView = hasView
    }
}
