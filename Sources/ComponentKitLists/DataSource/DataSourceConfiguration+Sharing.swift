import ComponentKit

extension DataSourceConfiguration where Model: Hashable {
    /// Whether items are shared with every other data source in the
    /// process that prepares the same ones (off by default).
    ///
    /// A server keeps a copy of each session's lists; sessions showing the
    /// same items would each build and lay out the same immutable
    /// components. With sharing on, an item's component and layout are
    /// made once and used by every data source whose configuration makes
    /// the same components: an equal model, the same provider (copies of
    /// one ``/ComponentKit/ComponentProvider`` value), an equal context, the same size
    /// range, point scale, text measurer and provided component context.
    /// Each data source still has its own scope root per item, so state,
    /// actions and mounting stay its own.
    ///
    /// ```swift
    /// var configuration = DataSourceConfiguration(
    ///     provider: Self.provider, context: (), sizeRange: .flexibleHeight(width: 390))
    /// configuration.sharesPreparedItems = true
    /// ```
    ///
    /// Only items whose tree holds no scope are shared: a stateful
    /// component, a controller or a scoped child makes the item its data
    /// source's own. The provider must make components from its inputs
    /// alone (ComponentKit's contract for providers): one that reads other
    /// state, the time or a counter would show another data source's
    /// result. Nothing is shared while the configuration has an analytics
    /// listener that expects to see every item built: each must allow it
    /// (``/ComponentKit/AnalyticsListener/allowsSharedItems``, as the
    /// browser server's metrics and tracing listeners do). A shared item
    /// lives while a data source holds it; the process keeps at most
    /// ``SharedItems/maximumEntries`` of them.
    public var sharesPreparedItems: Bool {
        get { sharingKey != nil }
        set {
            if newValue {
                sharingKey = { (model: Model) -> AnyHashable in AnyHashable(model) }
            } else {
                sharingKey = nil
            }
        }
    }
}

extension DataSourceConfiguration {
    /// Whether an item this configuration made is the one `other` would
    /// make for the same model and size range: the same components, laid
    /// out at the same scale with the same measurer.
    func makesSameItems(as other: DataSourceConfiguration) -> Bool {
        makesSameComponents(as: other) && layoutContext.measuresTheSame(as: other.layoutContext)
    }
}
