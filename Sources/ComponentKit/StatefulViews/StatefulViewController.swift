import ViewTree

/// The controller of a ``StatefulViewComponent``: takes a view from the
/// pool when the component mounts, keeps the view's state while it is
/// unmounted, and hears the view's state change.
@MainActor
open class StatefulViewController<C: StatefulViewComponent>: ComponentController<C> {
    /// The stateful view while the component is mounted.
    public private(set) var statefulView: C.StatefulView?
    /// The state kept while no view shows it (and the latest one seen).
    public private(set) var viewState: C.ViewState?
    /// The pool views come from and go back to.
    open var pool: StatefulViewPool { .shared }
    private weak var container: View?

    public required init(component: C) {
        super.init(component: component)
    }

    /// The view reports its state changed: the controller keeps it and sends
    /// the component's ``StatefulViewComponent/onViewStateChange``.
    public func viewStateDidChange() {
        guard let statefulView else { return }
        let state = component.viewState(of: statefulView)
        viewState = state
        component.onViewStateChange?.send(state)
    }

    override open func didAcquireView(_ view: View) {
        container = view
        attach()
    }

    override open func willRelinquishView(_ view: View) {
        detach()
        container = nil
    }

    override open func didUpdate(from previous: C) {
        // A new component value configures the same view, with the state it holds now.
        guard let statefulView else { return }
        component.configure(statefulView, with: component.viewState(of: statefulView), controller: self)
    }

    private func attach() {
        guard let container, statefulView == nil else { return }
        let component = component
        let view = pool.dequeue(C.StatefulView.self) { component.makeStatefulView() }
        view.frame = container.bounds
        view.isHidden = false
        // A pooled view has no superview, and a new one neither: this cannot fail.
        try? container.addSubview(view)
        statefulView = view
        component.configure(view, with: viewState ?? component.initialViewState(), controller: self)
    }

    private func detach() {
        guard let view = statefulView else { return }
        viewState = component.viewState(of: view)
        statefulView = nil
        view.removeFromSuperview()
        pool.enqueue(view, limit: C.maximumPoolSize)
    }
}
