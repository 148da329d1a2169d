import ViewTree

/// The views of stateful view components not in use now, by class, at most
/// a bound each: ComponentKit's `CKStatefulViewReusePool`.
///
/// Stateful views are expensive to make (a player, a map, an editor), so a
/// component that unmounts (a list cell scrolled away) returns its view here
/// and the next component of that kind takes it. Views beyond the bound
/// are let go, so a long scroll holds no more views than the bound.
///
/// ```swift
/// StatefulViewPool.shared.unusedViewCount(of: PlayerView.self)   // at most PlayerComponent.maximumPoolSize
/// ```
@MainActor
public final class StatefulViewPool {
    /// The pool stateful view components use.
    public static let shared = StatefulViewPool()

    private var unused: [ObjectIdentifier: [View]] = [:]

    /// An empty pool (tests make their own).
    public init() {}

    /// An unused view of `type`, or a new one from `make`.
    public func dequeue<V: View>(_ type: V.Type, make: () -> V) -> V {
        let key = ObjectIdentifier(type)
        if let view = unused[key]?.popLast() as? V { return view }
        return make()
    }

    /// Takes `view` back, unless `limit` views of its class are already unused.
    ///
    /// - Returns: whether the view was kept.
    @discardableResult
    public func enqueue(_ view: View, limit: Int) -> Bool {
        let key = ObjectIdentifier(type(of: view))
        guard unused[key, default: []].count < limit else { return false }
        unused[key, default: []].append(view)
        return true
    }

    /// How many views of `type` wait to be reused.
    public func unusedViewCount(of type: View.Type) -> Int {
        unused[ObjectIdentifier(type)]?.count ?? 0
    }

    /// Lets every unused view go.
    public func drain() {
        unused.removeAll()
    }
}
