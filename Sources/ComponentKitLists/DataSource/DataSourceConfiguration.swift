import ComponentKit
import Foundation

/// What a ``DataSource`` makes components with: the provider, its context,
/// the size range items are laid out in, and how many cores preparation
/// may use, as `CKDataSourceConfiguration`.
///
/// ```swift
/// let configuration = DataSourceConfiguration(
///     provider: ComponentProvider<Photo, Theme> { photo, theme in PhotoCell(photo: photo, theme: theme) },
///     context: .light,
///     sizeRange: .flexibleHeight(width: 390))
/// ```
public struct DataSourceConfiguration<Model: Sendable, Context: Sendable>: Sendable {
    /// Makes each item's component.
    public var provider: ComponentProvider<Model, Context>
    /// Passed to the provider with every model.
    public var context: Context
    /// The range every item's layout must fit.
    public var sizeRange: SizeRange
    /// Text measurement and scale for layout.
    public var layoutContext: LayoutContext
    /// How many workers prepare items at once; at least 1. Defaults to the
    /// number of active cores. Workers take items 32 at a time, so a change
    /// of fewer than 64 items is made by one.
    public var parallelism: Int {
        didSet { parallelism = Swift.max(1, parallelism) }
    }
    /// Told as changes are prepared (by each worker) and applied, and as
    /// items are built, laid out, mounted into cells and updated (see
    /// ``/ComponentKit/AnalyticsListener``); ``/ComponentKit/DefaultAnalyticsListeners`` by default.
    /// Items made before a change of listeners report their state updates
    /// to the new ones once the configuration is applied.
    public var analyticsListeners: [any AnalyticsListener] {
        get { analytics?.listeners ?? [] }
        set { analytics = AnalyticsBroadcaster.make(newValue) }
    }
    /// Whether and how a large changeset that appends items is split, so
    /// the items in the viewport show first (see ``SplitChangesetOptions``);
    /// nil (the default) applies every changeset whole.
    public var splitChangesets: SplitChangesetOptions?
    /// The listeners, made into one broadcaster once; nil without any.
    private(set) var analytics: AnalyticsBroadcaster?
    /// The key items are shared under (``sharesPreparedItems``); nil shares none.
    var sharingKey: (@Sendable (Model) -> AnyHashable)?

    /// A configuration; `parallelism` defaults to the active core count.
    public init(
        provider: ComponentProvider<Model, Context>, context: Context, sizeRange: SizeRange,
        layoutContext: LayoutContext = LayoutContext(), parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
        analyticsListeners: [any AnalyticsListener] = DefaultAnalyticsListeners.current
    ) {
        self.provider = provider
        self.context = context
        self.sizeRange = sizeRange
        self.layoutContext = layoutContext
        self.parallelism = Swift.max(1, parallelism)
        self.analytics = AnalyticsBroadcaster.make(analyticsListeners)
    }

    /// Whether `other` makes the same components (same provider, same
    /// context), so changing to it needs a new layout but no new components.
    ///
    /// `Equatable` contexts compare with `==`. Others compare by their
    /// bits: `Void`, the same class instance, or a struct passed again
    /// unchanged are the same context (as ComponentKit compares contexts by
    /// pointer); a struct rebuilt with equal contents may not be, and then
    /// components are made again, which is slower but never wrong.
    ///
    /// Components are also made again when the layout context's component
    /// context changed (new traits, say): providers may have read it.
    public func makesSameComponents(as other: DataSourceConfiguration) -> Bool {
        provider.isSame(as: other.provider) && ValueIdentity.areSame(context, other.context)
            && layoutContext.componentContext.hasSameValues(as: other.layoutContext.componentContext)
    }
}
