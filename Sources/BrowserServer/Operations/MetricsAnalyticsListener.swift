import ComponentKit
import CoreMetrics

/// Records how long components took to render (build), lay out and mount,
/// and how long data sources took to prepare a change, as histograms. It
/// listens to every host of the process (``/ComponentKit/DefaultAnalyticsListeners``):
/// the figures are the process's, whichever server's sessions did the work.
final class MetricsAnalyticsListener: AnalyticsListener {
    private let render: CoreMetrics.Timer
    private let layout: CoreMetrics.Timer
    private let mount: CoreMetrics.Timer
    private let preparation: CoreMetrics.Timer

    /// True: the histograms time the work the process does, and a list
    /// item shared between sessions is built and laid out once.
    var allowsSharedItems: Bool { true }

    init(factory: any MetricsFactory) {
        render = CoreMetrics.Timer(label: "componentkit_render_seconds", factory: factory)
        layout = CoreMetrics.Timer(label: "componentkit_layout_seconds", factory: factory)
        mount = CoreMetrics.Timer(label: "componentkit_mount_seconds", factory: factory)
        preparation = CoreMetrics.Timer(label: "componentkit_data_source_preparation_seconds", factory: factory)
    }

    func didBuildComponentTree(_ event: TreeBuildEvent) { render.recordNanoseconds(Self.nanoseconds(event.duration)) }
    func didLayoutComponentTree(_ event: TreeLayoutEvent) { layout.recordNanoseconds(Self.nanoseconds(event.duration)) }
    @MainActor func didMountComponentTree(_ event: TreeMountEvent) { mount.recordNanoseconds(Self.nanoseconds(event.duration)) }
    @MainActor func dataSourceDidApplyChange(_ event: DataSourceApplyEvent) {
        preparation.recordNanoseconds(Self.nanoseconds(event.preparationDuration))
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        // Durations here are far below the 292 years an Int64 of nanoseconds holds; clamped all the same.
        guard seconds < 9_000_000_000, seconds >= 0 else { return seconds < 0 ? 0 : .max }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
