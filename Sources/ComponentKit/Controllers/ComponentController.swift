import ViewTree

/// Owns what outlives one immutable component: network callbacks, timers,
/// the mounted view. One controller lives as long as its component's scope,
/// on the main actor, and hears the lifecycle in ComponentKit's order:
///
/// - first mount: ``didInit()``, ``willMount()``, ``didAcquireView(_:)``, ``didMount()``;
/// - later mounts: ``willUpdate(to:)``, ``willRemount()``, view changes, ``didRemount()``, ``didUpdate(from:)``;
/// - unmount: ``willUnmount()``, ``willRelinquishView(_:)``, ``didUnmount()``;
/// - the scope leaves the tree: ``invalidate()`` (after unmounting);
/// - lists: ``treeWillAppear()`` and ``treeDidDisappear()`` as cells come and go.
///
/// Will-callbacks run parents first, did-callbacks children first.
///
/// ```swift
/// final class PhotoController: ComponentController<PhotoComponent> {
///     private var download: (any ImageDownloadToken)?
///     override func didMount() { download = downloader.download(...) }
///     override func invalidate() { download?.cancel() }   // the network callback's owner
/// }
/// ```
@MainActor
open class ComponentController<ComponentType: Component>: AnyComponentController {
    /// The component most recently mounted for this scope.
    public internal(set) var component: ComponentType

    /// A controller for `component`; made by the framework when the scope first mounts.
    public required init(component: ComponentType) {
        self.component = component
    }

    /// The controller was created, before its first mount.
    open func didInit() {}
    /// About to mount for the first time since the last unmount.
    open func willMount() {}
    /// Mounted; views are in place.
    open func didMount() {}
    /// About to mount again (the tree was mounted before).
    open func willRemount() {}
    /// Mounted again.
    open func didRemount() {}
    /// About to leave the view tree.
    open func willUnmount() {}
    /// Left the view tree.
    open func didUnmount() {}
    /// A new component value is about to replace ``component``.
    open func willUpdate(to component: ComponentType) {}
    /// ``ComponentController/component`` was replaced; `previous` is the old value.
    open func didUpdate(from previous: ComponentType) {}
    /// The component's view (of this scope's component) is now `view`.
    open func didAcquireView(_ view: View) {}
    /// The component is about to stop using `view`.
    open func willRelinquishView(_ view: View) {}
    /// The tree this controller is in is about to appear (a list cell).
    open func treeWillAppear() {}
    /// The tree this controller is in disappeared.
    open func treeDidDisappear() {}
    /// The tree this controller is in came wholly into view (a list cell
    /// fully inside the list's visible rect: Litho's full impression); told
    /// again each time it comes back fully after leaving.
    open func treeDidBecomeFullyVisible() {}
    /// The scope is gone for good: cancel work that would call back.
    open func invalidate() {}

    // MARK: Type-erased entry points for the mounter.

    override func _setComponent(_ component: any Component) -> Bool {
        guard let typed = component as? ComponentType else { return false }
        self.component = typed
        return true
    }

    override func _willUpdate(to component: any Component) {
        if let typed = component as? ComponentType { willUpdate(to: typed) }
    }

    override func _didUpdate(from previous: any Component) {
        if let typed = previous as? ComponentType { didUpdate(from: typed) }
    }

    override var _component: any Component { component }
    override func _didInit() { didInit() }
    override func _willMount() { willMount() }
    override func _didMount() { didMount() }
    override func _willRemount() { willRemount() }
    override func _didRemount() { didRemount() }
    override func _willUnmount() { willUnmount() }
    override func _didUnmount() { didUnmount() }
    override func _didAcquireView(_ view: View) { didAcquireView(view) }
    override func _willRelinquishView(_ view: View) { willRelinquishView(view) }
    override func _treeWillAppear() { treeWillAppear() }
    override func _treeDidDisappear() { treeDidDisappear() }
    override func _treeDidBecomeFullyVisible() { treeDidBecomeFullyVisible() }
    override func _invalidate() { invalidate() }
}

/// The non-generic base the mounter drives; subclass ``ComponentController`` instead.
@MainActor
open class AnyComponentController {
    init() {}
    var isMounted = false
    var hasMountedBefore = false
    var isInvalidated = false
    weak var mountedView: View?
    /// The lifecycle (one per mounter) that mounted the controller last.
    var owner: ObjectIdentifier?
    /// The scope the controller belongs to (it owns the controller).
    weak var scopeNode: ScopeNode?

    func _setComponent(_ component: any Component) -> Bool { false }
    func _willUpdate(to component: any Component) {}
    func _didUpdate(from previous: any Component) {}
    var _component: any Component { ViewComponent() }
    func _didInit() {}
    func _willMount() {}
    func _didMount() {}
    func _willRemount() {}
    func _didRemount() {}
    func _willUnmount() {}
    func _didUnmount() {}
    func _didAcquireView(_ view: View) {}
    func _willRelinquishView(_ view: View) {}
    func _treeWillAppear() {}
    func _treeDidDisappear() {}
    func _treeDidBecomeFullyVisible() {}
    func _invalidate() {}
}

extension ComponentController where ComponentType: StatefulComponent {
    /// The scope of the component this controller belongs to: how a
    /// controller that owns a network callback or a timer changes its
    /// component's state, as ComponentKit's controllers call
    /// `[self.component updateState:]`. Detached (updates do nothing) once
    /// the scope has left the tree.
    ///
    /// ```swift
    /// final class ClockController: ComponentController<Clock> {
    ///     override func didMount() {
    ///         timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
    ///             MainActor.assumeIsolated { self?.updateState { $0 += 1 } }
    ///         }
    ///     }
    /// }
    /// ```
    public var scope: Scope<ComponentType.State> { Scope(root: scopeNode?.root, node: scopeNode) }

    /// The state the scope holds now (nil once the scope has left the tree).
    public var state: ComponentType.State? { scopeNode?.state as? ComponentType.State }

    /// Changes the component's state; rendered as `mode` says
    /// (``Scope/updateState(mode:_:)``).
    public func updateState(mode: StateUpdateMode = .asynchronous, _ transform: @escaping @Sendable (inout ComponentType.State) -> Void) {
        scope.updateState(mode: mode, transform)
    }
}

/// A stateful component with a controller of type ``Controller``.
///
/// ```swift
/// struct PhotoComponent: ControlledComponent, Equatable {
///     typealias Controller = PhotoController
///     ...
/// }
/// ```
public protocol ControlledComponent: StatefulComponent {
    /// The controller made for each scope of this component.
    associatedtype Controller: ComponentController<Self>
}

extension ControlledComponent {
    @MainActor
    func makeController() -> AnyComponentController {
        Controller(component: self)
    }
}
