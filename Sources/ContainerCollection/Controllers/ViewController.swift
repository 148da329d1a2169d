import Foundation
import ViewTree

/// A controller that owns a root view and hears its lifecycle: the Linux
/// counterpart of `UIViewController`, as much as Container Collection needs.
///
/// The view is made on first access (``loadView()``, then ``viewDidLoad()``).
/// Appearance callbacks come in balanced pairs through
/// ``beginAppearanceTransition(isAppearing:)`` and
/// ``endAppearanceTransition()``; by default they are forwarded to the
/// children. A memory warning (``didReceiveMemoryWarning()``) is forwarded
/// to the children too.
///
/// A controller whose content decides its size answers
/// ``sizeThatFits(_:)`` and calls ``invalidateSize()`` when that answer
/// changes; a container showing it measures it again.
///
/// ```swift
/// final class BannerController: ViewController, ConfigurableComponent {
///     private let label = Label()
///     override func viewDidLoad() { try? view.addSubview(label) }
///     func configure(with data: (any ComponentData)?) {
///         label.text = AttributedText((data as? BannerData)?.text ?? "")
///         invalidateSize()
///     }
///     override func sizeThatFits(_ available: CGSize) -> CGSize { CGSize(width: available.width, height: 44) }
/// }
/// ```
@MainActor
open class ViewController {
    private var loadedView: View?

    /// The controller that contains this one, if any.
    public internal(set) weak var parent: ViewController?
    /// The controllers this one contains, in the order they were added.
    public internal(set) var children: [ViewController] = []
    /// Where the controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared

    /// The size the controller wants when its content does not say
    /// otherwise; a zero axis takes the available length. Setting it
    /// invalidates the size.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { invalidateSize() } }
    }

    /// A controller whose view is not loaded yet.
    public init() {}

    /// The root view, loaded on first access.
    public var view: View {
        get {
            loadViewIfNeeded()
            // loadViewIfNeeded always leaves a view.
            return loadedView ?? View()
        }
        set { loadedView = newValue }
    }

    /// Whether the root view exists.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view (``loadView()``, then ``viewDidLoad()``) unless it is loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Makes the root view and assigns it to ``ViewController/view`` (do not read it
    /// here). The default makes a plain view that calls
    /// ``ViewController/viewDidLayoutSubviews()`` when its size changes.
    open func loadView() {
        let root = ControllerRootView()
        root.controller = self
        view = root
    }

    /// The view was loaded; add subviews here.
    open func viewDidLoad() {}
    /// The view's size changed (default views only); place subviews here.
    open func viewDidLayoutSubviews() {}
    /// The view is about to appear.
    open func viewWillAppear() {}
    /// The view appeared.
    open func viewDidAppear() {}
    /// The view is about to disappear.
    open func viewWillDisappear() {}
    /// The view disappeared.
    open func viewDidDisappear() {}

    /// Memory is short: release what can be made again. The default forwards
    /// the warning to the children; call `super` when overriding.
    open func didReceiveMemoryWarning() {
        for child in children { child.didReceiveMemoryWarning() }
    }

    /// The size the content takes within `available` (an infinite axis is
    /// free). The default is ``ViewController/preferredContentSize`` with zero axes taking
    /// the available length (zero where that is infinite).
    open func sizeThatFits(_ available: CGSize) -> CGSize {
        func axis(_ preferred: CGFloat, _ available: CGFloat) -> CGFloat {
            preferred > 0 ? preferred : (available.isFinite ? Swift.max(0, available) : 0)
        }
        return CGSize(width: axis(preferredContentSize.width, available.width),
                      height: axis(preferredContentSize.height, available.height))
    }

    /// Says that ``sizeThatFits(_:)`` would now answer differently; the
    /// parent hears it through ``childDidInvalidateSize(_:)``.
    public func invalidateSize() {
        parent?.childDidInvalidateSize(self)
    }

    /// A child's size changed. The default assumes this controller's own size
    /// depends on it and invalidates it in turn; containers measure the child again.
    open func childDidInvalidateSize(_ child: ViewController) {
        invalidateSize()
    }

    /// Whether appearance callbacks are passed on to every child; containers
    /// that decide per child which ones are on screen return false.
    open var forwardsAppearanceToChildren: Bool { true }

    /// A short name for errors and diagnostics.
    public var debugName: String { "\(type(of: self))" }
}
