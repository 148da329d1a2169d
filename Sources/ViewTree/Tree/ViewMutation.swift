import Foundation

/// One change to a view tree, as a backend applies it.
///
/// Mutations are recorded only for views attached to a ``Window``; a view
/// built while detached is described whole by its `create` when attached.
public enum ViewMutation: Hashable, Sendable {
    /// A view entered the tree; `properties` are all of its current values.
    case create(ViewID, kind: ViewKind, properties: [ViewProperty])
    /// The window's root view is `ViewID`.
    case setRoot(ViewID)
    /// A view became the subview at `index` of a parent (indices after the insertion).
    case insert(ViewID, into: ViewID, at: Int)
    /// A view already in the tree moved to `index` of a parent (possibly another one).
    case move(ViewID, to: ViewID, at: Int)
    /// A view left its parent; it and its subtree are destroyed next.
    case remove(ViewID)
    /// A view is gone for good; its identifier will not be used again.
    case destroy(ViewID)
    /// A property of a view changed.
    case set(ViewID, ViewProperty)
    /// A property change of a view is animated (recorded after its `set`).
    case animate(ViewID, ViewAnimation)
    /// A message for screen readers to read out (``Window/announce(_:priority:)``).
    case announce(String, priority: AccessibilityLiveRegion)
    /// The tree shows another location (``Window/recordLocation(_:title:change:)``).
    case location(String, title: String, change: LocationChange)
    /// A web address to open outside the app (``Window/open(_:)-(URL)``): the
    /// browser opens it in a new tab.
    case openURL(URL)
}
