import ViewTree

/// Hears what ComponentKit does to show a frame: building component trees,
/// laying them out, mounting them, state updates, and list data sources
/// preparing and applying changes, as `CKAnalyticsListener`.
///
/// Attach listeners to a ``HostingView`` (`analyticsListeners:`), to a list
/// data source's configuration, to a ``ComponentMounter``, or to every host
/// made from now on with ``DefaultAnalyticsListeners``. With none attached,
/// nothing is measured: each hook site costs one nil check.
///
/// What the words mean here:
/// - **build**: a provider making the root component for a model
///   (``willBuildComponentTree(in:trigger:)``, ``didBuildComponentTree(_:)``);
/// - **layout**: laying that tree out. Composite and stateful components
///   evaluate their bodies while they are laid out, so each body evaluated
///   is counted by the layout (``LayoutPassCounts/componentsBuilt``), and
///   ``didLayoutComponent(_:)`` times each component when asked for;
/// - **mount**: making views match a layout, on the main actor.
///
/// Every hook has an empty default: implement only those you need.
/// Listeners are called in the order they were attached.
///
/// **Threads.** Build, layout and data source worker hooks run on the
/// thread that did the work: the main actor for a synchronous hosting view
/// update, a background task for an asynchronous one, a data source's
/// workers for its items (several at once). Mount, state update and data
/// source will-prepare/did-apply hooks run on the main actor. Keep hooks
/// short and thread-safe.
///
/// ```swift
/// final class SlowLayoutLogger: AnalyticsListener {
///     func didLayoutComponentTree(_ event: TreeLayoutEvent) {
///         if event.duration > .milliseconds(8) { print("slow layout: \(event.component) \(event.duration)") }
///     }
/// }
/// let host = HostingView(provider: provider, context: (), analyticsListeners: [SlowLayoutLogger()])
/// ```
public protocol AnalyticsListener: AnyObject, Sendable {
    /// Whether ``didLayoutComponent(_:)`` should be called for every
    /// component laid out (one clock read before and after each); false by
    /// default, as it slows layout down.
    var wantsComponentLayoutEvents: Bool { get }
    /// Whether list items may be shared between data sources while this
    /// listener is attached (`DataSourceConfiguration.sharesPreparedItems`
    /// in ComponentKitLists); false by default.
    ///
    /// A shared item is built and laid out once, so its build and layout
    /// events reach the listeners of the data source that made it, and the
    /// others hear none for it. A listener that measures the work the
    /// process does (a timer, a trace) can say true: the work it does not
    /// hear about was not done. One that expects each data source's items
    /// to be built for it (counting items per list) keeps the default, and
    /// while it is attached nothing is shared.
    var allowsSharedItems: Bool { get }

    /// A render pass is about to ask the provider for the root component.
    func willBuildComponentTree(in scopeRoot: ScopeRoot, trigger: BuildTrigger)
    /// The provider made the root component.
    func didBuildComponentTree(_ event: TreeBuildEvent)
    /// A render pass is about to lay out `component`, the tree's root.
    func willLayoutComponentTree(_ component: any Component, in scopeRoot: ScopeRoot, trigger: BuildTrigger)
    /// The pass laid the tree out (bodies built and stateful layouts reused on the way).
    func didLayoutComponentTree(_ event: TreeLayoutEvent)
    /// One component was laid out; called only when ``wantsComponentLayoutEvents``
    /// (for any attached listener), children before their parents.
    func didLayoutComponent(_ event: ComponentLayoutEvent)

    /// A layout is about to be mounted into `container`.
    @MainActor func willMountComponentTree(_ layout: Layout, in container: View)
    /// The layout was mounted.
    @MainActor func didMountComponentTree(_ event: TreeMountEvent)

    /// A scope asked for a state update; the root's next pass renders it.
    @MainActor func didEnqueueStateUpdate(_ event: StateUpdateEvent)

    /// A data source planned a change and is about to prepare its items.
    @MainActor func dataSourceWillPrepareChange(_ event: DataSourceChangeEvent)
    /// A worker starts its share of a change (on its own thread).
    func dataSourceWorkerWillPrepare(_ change: DataSourceChangeEvent, worker: Int)
    /// A worker finished its share (on its own thread).
    func dataSourceWorkerDidPrepare(_ event: PreparationWorkerEvent)
    /// The change was applied and the data source's listeners told.
    @MainActor func dataSourceDidApplyChange(_ event: DataSourceApplyEvent)
}
