import Foundation
import ViewTree

/// A controller whose view hosts a component tree: how components (made of
/// ComponentKit's components) become Container Collection elements.
///
/// State updates inside the component that change its size invalidate the
/// controller's size, so a container resizes its cell.
///
/// ```swift
/// let controller = ComponentViewController()
/// controller.show(LabelComponent("Hello"))
/// controller.sizeThatFits(CGSize(width: 390, height: CGFloat.infinity))
/// ```
@MainActor
open class ComponentViewController: ViewController, HostingViewDelegate {
    /// What layout measures text with.
    public let layoutContext: LayoutContext
    /// How the view's bounds become the component's size range.
    public let sizeRangeProvider: SizeRangeProvider
    /// The component shown, if any.
    public private(set) var component: (any Component)?
    private var lastMeasured: CGSize?

    /// A controller that shows nothing until ``show(_:)``.
    public init(layoutContext: LayoutContext = LayoutContext(), sizeRangeProvider: SizeRangeProvider = .flexibleHeight) {
        self.layoutContext = layoutContext
        self.sizeRangeProvider = sizeRangeProvider
        super.init()
    }

    private var host: HostingView<ComponentBox, Void> {
        // loadView always installs a hosting view.
        view as! HostingView<ComponentBox, Void>
    }

    override open func loadView() {
        let host = HostingView(provider: ComponentBox.provider, sizeRangeProvider: sizeRangeProvider, context: (),
                               layoutContext: layoutContext)
        host.delegate = self
        view = host
    }

    /// Renders `component` at the view's current size.
    public func show(_ component: any Component) {
        self.component = component
        host.update(model: ComponentBox(component: component))
    }

    /// The layout mounted last.
    public var currentLayout: Layout? { isViewLoaded ? host.currentLayout : nil }

    override open func sizeThatFits(_ available: CGSize) -> CGSize {
        guard component != nil else { return super.sizeThatFits(available) }
        let size = host.sizeThatFits(available)
        lastMeasured = size
        return size
    }

    public func hostingView(_ view: View, didInvalidateSizeTo size: CGSize) {
        // A view not placed yet, or content already measured at this size, says nothing new.
        guard view.bounds.size != .zero, size != lastMeasured else { return }
        invalidateSize()
    }
}
