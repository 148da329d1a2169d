import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// ComponentKit's CKLifecycleMethodCounts: how often each lifecycle
/// method of a controller was called.
struct CKLifecycleMethodCounts: Equatable, CustomStringConvertible {
    var willMount = 0
    var didMount = 0
    var willRemount = 0
    var didRemount = 0
    var willUnmount = 0
    var didUnmount = 0
    var willRelinquishView = 0
    var didAcquireView = 0

    var description: String {
        "willMount \(willMount), didMount \(didMount), willRemount \(willRemount), didRemount \(didRemount), "
            + "willUnmount \(willUnmount), didUnmount \(didUnmount), willRelinquishView \(willRelinquishView), "
            + "didAcquireView \(didAcquireView)"
    }
}

/// ComponentKit's CKLifecycleTestComponent: a scoped component with a
/// controller and a view, whose state (false at first) adds a background
/// colour to its view.
struct CKLifecycleTestComponent: ControlledComponent {
    typealias Controller = CKLifecycleTestComponentController
    /// Tells of the actions offered to the component, in the responder chain tests.
    var responderLog: CKResponderLog?

    func initialState() -> Bool { false }

    func body(state: Bool, scope: Scope<Bool>) -> some Component {
        ViewComponent(view: ViewConfiguration(View.self, state ? [.backgroundColor(.red)] : []))
    }
}

/// ComponentKit's CKLifecycleTestComponentController: counts its lifecycle calls.
final class CKLifecycleTestComponentController: ComponentController<CKLifecycleTestComponent> {
    var counts = CKLifecycleMethodCounts()
    var calledDidInit = false
    var calledInvalidateController = false
    var calledWillUpdateComponent = 0
    var calledDidUpdateComponent = 0
    var calledComponentTreeWillAppear = false
    var calledComponentTreeDidDisappear = false
    /// (willUpdate, didUpdate) calls as `willRemount` was called.
    var updateCallsAtWillRemount: [[Int]] = []

    /// The view the framework gave the controller (ComponentKit's `controller.view`).
    var view: View? { mountedView }

    override func didInit() {
        #expect(!calledDidInit, "didInit should only be called once")
        calledDidInit = true
    }
    override func willMount() { counts.willMount += 1 }
    override func didMount() { counts.didMount += 1 }
    override func willRemount() {
        counts.willRemount += 1
        updateCallsAtWillRemount.append([calledWillUpdateComponent, calledDidUpdateComponent])
    }
    override func didRemount() { counts.didRemount += 1 }
    override func willUnmount() { counts.willUnmount += 1 }
    override func didUnmount() { counts.didUnmount += 1 }
    override func didAcquireView(_ view: View) { counts.didAcquireView += 1 }
    override func willRelinquishView(_ view: View) { counts.willRelinquishView += 1 }
    override func treeWillAppear() { calledComponentTreeWillAppear = true }
    override func treeDidDisappear() { calledComponentTreeDidDisappear = true }
    override func willUpdate(to component: CKLifecycleTestComponent) { calledWillUpdateComponent += 1 }
    override func didUpdate(from previous: CKLifecycleTestComponent) { calledDidUpdateComponent += 1 }
    override func invalidate() {
        #expect(!calledInvalidateController, "invalidate should only be called once")
        calledInvalidateController = true
    }
}

extension ActionName where Value == String {
    /// Sent with the sender's name; ComponentKit's tests send a nil selector.
    static let ckTestAction = ActionName("ckTestAction")
    /// An action no component or controller handles.
    static let ckUnhandledAction = ActionName("ckUnhandledAction")
}

/// ComponentKit's CKLifecycleTestComponent `canPerformAction:withSender:`
/// answers yes when the sender is the component itself; here it handles
/// ``ActionName/ckTestAction`` sent with the value "component".
extension CKLifecycleTestComponent: ActionResponding {
    @MainActor func handle(_ event: ActionEvent) -> Bool {
        responderLog?.offer("component")
        return event.value(for: .ckTestAction) == "component"
    }
}

/// ComponentKit's CKLifecycleTestComponentController answers yes to every
/// action; here, to every ``ActionName/ckTestAction``.
extension CKLifecycleTestComponentController: ActionResponding {
    func handle(_ event: ActionEvent) -> Bool {
        component.responderLog?.offer("controller")
        return event.matches(.ckTestAction)
    }
}

/// The end of the chain (ComponentKit's root view): records and handles everything.
@MainActor
final class CKRootResponder: ActionResponding {
    let log: CKResponderLog
    init(log: CKResponderLog) { self.log = log }
    func handle(_ event: ActionEvent) -> Bool {
        log.offer("root")
        return true
    }
}

/// Who was offered an action, in order, in the responder chain tests.
@MainActor
final class CKResponderLog: Sendable {
    // Only touched on the main actor (by handlers), hence the isolation.
    private(set) var offered: [String] = []
    nonisolated init() {}
    func offer(_ responder: String) { offered.append(responder) }
}

/// ComponentKit's CKComponentLifecycleTestHelper: builds with a provider
/// in one scope root for `{{0, 0}, {100, 100}}`, keeps the last built
/// layout, and mounts it into the view it is attached to. A state update
/// builds again and, while attached, mounts the new layout.
///
/// "Detaching" mounts nothing into the attached view (every controller
/// unmounts, as ComponentKit's attach controller detaches a view);
/// attaching to another view detaches from the previous one first.
@MainActor
final class CKComponentLifecycleTestHelper {
    let scopeRoot = ScopeRoot()
    let mounter = ComponentMounter()
    var provider: @Sendable () -> any Component
    let constrainedSize = try! SizeRange(min: .zero, max: CGSize(width: 100, height: 100))
    private(set) var layout: Layout?
    private(set) var mountedView: View?

    init(provider: @escaping @Sendable () -> any Component) {
        self.provider = provider
        scopeRoot.setUpdateListener { [weak self] _ in
            guard let self else { return }
            self.update(with: self.prepareForUpdate())
        }
    }

    /// Builds and lays out the provider's component (ComponentKit's `prepareForUpdateWithModel:`).
    func prepareForUpdate() -> Layout {
        let provider = self.provider
        let range = constrainedSize
        return scopeRoot.render { context in provider().layout(constrainedTo: range, context: context) }
    }

    /// Keeps `layout` and, while attached, mounts it (ComponentKit's `updateWithState:`).
    func update(with layout: Layout) {
        self.layout = layout
        if let mountedView { attach(to: mountedView) }
    }

    func attach(to view: View) {
        if let mountedView, mountedView !== view { detach() }
        mountedView = view
        if let layout { mounter.mount(layout, in: view) }
        scopeRoot.invalidateRetiredControllers()
    }

    func detach() {
        guard let mountedView else { return }
        mounter.mount(Layout(component: EmptyComponent(), size: .zero), in: mountedView)
        self.mountedView = nil
    }

    /// The controller of the root component's scope of `layout` (the last built by default).
    func controller(_ layout: Layout? = nil) -> CKLifecycleTestComponentController? {
        (layout ?? self.layout)?.scopeNode?.controller as? CKLifecycleTestComponentController
    }
}

extension View {
    /// A view as ComponentKit's tests make them with `[UIView new]`.
    static func ckTestView() -> View { View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
}
