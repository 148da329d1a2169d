import Foundation
import ViewTree

/// A view that hosts the component tree for a model: it asks a provider
/// for the component, lays it out for its bounds and mounts it into itself.
///
/// Updating the model or context re-renders; a synchronous update lays out
/// and mounts at once, an asynchronous one lays out off the main actor and
/// mounts when done (an older pending update is dropped). When the content's
/// size stops matching the bounds, the delegate is told.
///
/// ```swift
/// let host = HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: theme)
/// host.frame = CGRect(x: 0, y: 0, width: 390, height: 0)
/// host.update(model: photo)
/// host.frame.size = host.sizeThatFits(CGSize(width: 390, height: CGFloat.infinity))
/// ```
@MainActor
public final class HostingView<Model: Sendable, Context: Sendable>: View {
    /// When an update finishes relative to the call.
    public enum UpdateMode: Sendable {
        /// Lay out and mount before returning.
        case synchronous
        /// Lay out off the main actor, mount later.
        case asynchronous
    }

    /// Makes components.
    public let provider: ComponentProvider<Model, Context>
    /// Turns bounds into a size range.
    public let sizeRangeProvider: SizeRangeProvider
    /// What layout measures text with, and the component context the tree
    /// starts from. In a window, the window's traits replace the context's
    /// (``ComponentContext/traits``); outside one, the context's own stand.
    public let layoutContext: LayoutContext
    // The context passes lay out with: `layoutContext` with the window's
    // traits, kept between renders so unchanged traits keep their entries.
    private var renderContext: LayoutContext
    /// When set, frames that change on a re-render are animated with it.
    public var boundsAnimation: AnimationTiming?
    /// Told when the content's size no longer matches the bounds.
    public weak var delegate: (any HostingViewDelegate)?

    /// The model shown, if any.
    public private(set) var model: Model?
    /// The context passed to the provider.
    public private(set) var context: Context
    /// The layout mounted last.
    public private(set) var currentLayout: Layout?
    /// What the last mount did.
    public private(set) var lastMountStatistics = MountStatistics()

    /// The scopes and state of the hosted tree.
    public let scopeRoot: ScopeRoot

    /// Told of this view's builds, layouts, mounts and state updates, in
    /// order (see ``AnalyticsListener``); ``DefaultAnalyticsListeners`` by
    /// default. A change applies from the next render.
    public var analyticsListeners: [any AnalyticsListener] {
        get { analytics?.listeners ?? [] }
        set {
            analytics = AnalyticsBroadcaster.make(newValue)
            mounter.analytics = analytics
            scopeRoot.analytics = analytics
        }
    }
    private var analytics: AnalyticsBroadcaster?
    /// Why the next render runs, gathered since the last one.
    private var pendingTrigger: BuildTrigger = []
    /// Whether a render was asked for: the first one builds a new tree.
    private var hasRequestedRender = false

    private let mounter = ComponentMounter()
    private var generation = 0
    private var pending: Task<Void, Never>?
    private var renderScheduled = false
    private var scheduledRender: Task<Void, Never>?
    private var contextChanged = false

    /// A hosting view with no model yet.
    public init(
        provider: ComponentProvider<Model, Context>, sizeRangeProvider: SizeRangeProvider = .flexibleHeight,
        context: Context, layoutContext: LayoutContext = LayoutContext(),
        analyticsListeners: [any AnalyticsListener] = DefaultAnalyticsListeners.current, frame: CGRect = .zero
    ) {
        self.provider = provider
        self.sizeRangeProvider = sizeRangeProvider
        self.context = context
        self.layoutContext = layoutContext
        self.renderContext = layoutContext
        self.scopeRoot = ScopeRoot(baseContext: layoutContext)
        super.init(frame: frame)
        scopeRoot.setUpdateListener { [weak self] mode in self?.stateDidUpdate(mode: mode) }
        self.analyticsListeners = analyticsListeners
    }

    /// Unavailable: a hosting view cannot exist without its provider and
    /// context. Components never mount hosting views, so nothing calls this.
    public required init(frame: CGRect) {
        fatalError("HostingView needs a component provider: use init(provider:sizeRangeProvider:context:layoutContext:frame:)")
    }

    /// Shows `model`.
    public func update(model: Model, mode: UpdateMode = .synchronous) {
        self.model = model
        pendingTrigger.insert(.propsUpdate)
        render(mode: mode)
    }

    /// Renders again with another context (every component is rebuilt).
    public func update(context: Context, mode: UpdateMode = .synchronous) {
        self.context = context
        contextChanged = true
        pendingTrigger.insert(.environmentUpdate)
        render(mode: mode)
    }

    /// The size the content takes for a view of `size` (as the size range
    /// provider turns it into a constraint).
    public func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let model else { return sizeRangeProvider.sizeRange(for: size).min }
        let range = sizeRangeProvider.sizeRange(for: size)
        let trigger: BuildTrigger = hasRequestedRender ? .sizeChange : .newTree
        hasRequestedRender = true
        return scopeRoot.renderTree(
            trigger: trigger, with: currentRenderContext(), analytics: analytics,
            build: { provider.layoutComponent(for: model, context: context) },
            layout: { component, layoutContext in component.layout(constrainedTo: range, parentSize: size, context: layoutContext) }
        ).layout.size
    }

    /// Tells the hosted controllers their tree is about to appear.
    public func treeWillAppear() { mounter.announceTreeWillAppear() }

    /// Tells the hosted controllers their tree disappeared.
    public func treeDidDisappear() { mounter.announceTreeDidDisappear() }

    /// Waits until every update made so far is rendered and mounted: the
    /// asynchronous state updates of this turn (whose render starts in a
    /// later one), a render in flight, and what those renders scheduled.
    ///
    /// ```swift
    /// window.send(KeyEvent(.down, key: "a"))    // a field's onChange updates state asynchronously
    /// await host.waitForPendingUpdate()         // now the view tree shows it
    /// ```
    public func waitForPendingUpdate() async {
        repeat {
            await scheduledRender?.value
            await pending?.value
        } while renderScheduled
    }

    override public func layoutSubviews() {
        guard model != nil else { return }
        pendingTrigger.insert(.sizeChange)
        render(mode: .synchronous)
    }

    /// Renders again for the window's new traits: stateful components
    /// whose subtrees read no changed trait are reused.
    override public func traitCollectionDidChange(_ previous: TraitCollection) {
        guard model != nil else { return }
        pendingTrigger.insert(.environmentUpdate)
        render(mode: .synchronous)
    }

    private func currentRenderContext() -> LayoutContext {
        if let window { renderContext.componentContext.traits = window.traitCollection }
        return renderContext
    }

    private func stateDidUpdate(mode: StateUpdateMode) {
        window?.recordStateChange()
        pendingTrigger.insert(.stateUpdate)
        switch mode {
        case .synchronous:
            render(mode: .synchronous)
        case .asynchronous:
            // Every asynchronous update of this turn is rendered by one pass.
            guard !renderScheduled else { return }
            renderScheduled = true
            scheduledRender = Task { @MainActor [weak self] in
                guard let self else { return }
                self.renderScheduled = false
                self.scheduledRender = nil
                if self.scopeRoot.hasPendingUpdates { self.render(mode: .asynchronous) }
            }
        }
    }

    private func render(mode: UpdateMode) {
        guard let model else { return }
        generation += 1
        let current = generation
        let request = RenderRequest(
            provider: provider, model: model, context: context, range: sizeRangeProvider.sizeRange(for: bounds.size),
            parentSize: bounds.size, root: scopeRoot, layoutContext: currentRenderContext(), forcingFullRender: contextChanged,
            trigger: hasRequestedRender ? pendingTrigger : [.newTree], analytics: analytics)
        hasRequestedRender = true
        contextChanged = false
        pendingTrigger = []
        pending?.cancel()
        switch mode {
        case .synchronous:
            pending = nil
            mount(request.layout())
        case .asynchronous:
            pending = Task { [weak self] in
                let layout = await Task.detached(priority: .userInitiated) { request.layout() }.value
                guard let self, self.generation == current else { return }
                self.mount(layout)
            }
        }
    }

    /// Everything one render needs, so it can run off the main actor.
    private struct RenderRequest: Sendable {
        let provider: ComponentProvider<Model, Context>
        let model: Model
        let context: Context
        let range: SizeRange
        let parentSize: CGSize
        let root: ScopeRoot
        let layoutContext: LayoutContext
        let forcingFullRender: Bool
        let trigger: BuildTrigger
        let analytics: AnalyticsBroadcaster?

        func layout() -> Layout {
            root.renderTree(
                trigger: trigger, forcingFullRender: forcingFullRender, with: layoutContext, analytics: analytics,
                build: { provider.layoutComponent(for: model, context: context) },
                layout: { component, layoutContext in component.layout(constrainedTo: range, parentSize: parentSize, context: layoutContext) }
            ).layout
        }
    }

    private func mount(_ layout: Layout) {
        currentLayout = layout
        lastMountStatistics = mounter.mount(layout, in: self, boundsAnimation: boundsAnimation, scopeRoot: scopeRoot)
        scopeRoot.invalidateRetiredControllers()
        if layout.size != bounds.size { delegate?.hostingView(self, didInvalidateSizeTo: layout.size) }
    }
}

/// Hears about a hosting view whose content's size changed.
@MainActor
public protocol HostingViewDelegate: AnyObject {
    /// The content now wants `size`; resize the view (or ignore it).
    func hostingView(_ view: View, didInvalidateSizeTo size: CGSize)
}
