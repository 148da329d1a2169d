import Foundation
import ViewTree

/// A component whose view holds state the component does not (a text being
/// edited, a scroll offset, a video's position): ComponentKit's
/// `CKStatefulViewComponent`.
///
/// The component mounts a plain container; its ``StatefulViewController``
/// takes a view of ``StatefulView`` from a bounded ``StatefulViewPool``,
/// puts it in the container, and restores the state it kept. The view tells
/// the controller when its state changes (``StatefulViewController/viewStateDidChange()``),
/// and the controller remembers it and sends ``onViewStateChange``. When the
/// component unmounts (a list row scrolled away), the controller keeps the
/// view's state and returns the view to the pool; when it mounts again, on
/// whatever view the pool gives, that state comes back. The controller lives
/// as long as the component's scope, so state survives re-renders and cell
/// reuse; give sibling components distinct keys.
///
/// ```swift
/// /// A view that counts taps on its own: its count is state no component holds.
/// final class TallyView: View {
///     var count = 0
///     var onChange: (() -> Void)?
///     required init(frame: CGRect = .zero) {
///         super.init(frame: frame)
///         addGestureRecognizer(TapGestureRecognizer { [unowned self] _ in count += 1; onChange?() })
///     }
/// }
///
/// struct TallyComponent: StatefulViewComponent, Equatable {
///     typealias Controller = StatefulViewController<TallyComponent>
///     let name: String
///     var scopeKey: String? { name }
///     func makeStatefulView() -> TallyView { TallyView() }
///     func initialViewState() -> Int { 0 }
///     func viewState(of view: TallyView) -> Int { view.count }
///     func configure(_ view: TallyView, with count: Int, controller: Controller) {
///         view.count = count
///         view.onChange = { [unowned controller] in controller.viewStateDidChange() }
///     }
/// }
/// ```
public protocol StatefulViewComponent: ControlledComponent where State == Void, Body == StatefulViewBox {
    /// The kind of view that holds the state.
    associatedtype StatefulView: View
    /// The state the view holds.
    associatedtype ViewState: Sendable

    /// Unused views of ``StatefulView`` kept for reuse at most; 4 by default.
    static var maximumPoolSize: Int { get }
    /// Sent with the view's state each time the view reports a change; nil by default.
    var onViewStateChange: Action<ViewState>? { get }

    /// Makes a view when the pool has none.
    @MainActor func makeStatefulView() -> StatefulView
    /// The state a new scope's view starts with.
    func initialViewState() -> ViewState
    /// Reads the state out of the view.
    @MainActor func viewState(of view: StatefulView) -> ViewState
    /// Sets the view up for this component with `state`; hook the view's
    /// change callbacks to `controller.viewStateDidChange()` here.
    @MainActor func configure(_ view: StatefulView, with state: ViewState, controller: StatefulViewController<Self>)
}

extension StatefulViewComponent {
    public static var maximumPoolSize: Int { 4 }
    public var onViewStateChange: Action<ViewState>? { nil }

    /// A container the size of the component; the stateful view fills it.
    public func body(state: Void, scope: Scope<Void>) -> StatefulViewBox { StatefulViewBox() }
}

/// The container a stateful view component renders: as large as the
/// constraint allows where it is finite (the smallest size elsewhere).
public struct StatefulViewBox: Component {
    public var viewConfiguration: ViewConfiguration { ViewConfiguration(StatefulViewContainer.self) }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let width = range.max.width.isFinite ? range.max.width : range.min.width
        let height = range.max.height.isFinite ? range.max.height : range.min.height
        return Layout(component: self, size: CGSize(width: width, height: height))
    }
}

/// The plain view a stateful view component mounts; its stateful view fills it.
@MainActor
public final class StatefulViewContainer: View {
    override public func layoutSubviews() {
        for subview in subviews { subview.frame = bounds }
    }
}
