import Foundation

/// How a ``DataSource`` splits a large changeset so the first screen shows
/// before the rest is made, as ComponentKit's `CKDataSourceSplitChangesetOptions`.
///
/// When a changeset only appends items (at the end of each section) to a
/// list that does not yet fill its viewport, the data source makes the new
/// items in order until they overflow the viewport, applies those as the
/// first change, and queues the rest as a second, asynchronous change with
/// the same user info. A 10,000-item first load then shows its first screen
/// about as fast as a 20-item one.
///
/// ```swift
/// var configuration = DataSourceConfiguration(provider: quotes, context: (), sizeRange: .flexibleHeight(width: 390))
/// configuration.splitChangesets = SplitChangesetOptions(viewportBoundingSize: CGSize(width: 390, height: 844))
/// ```
///
/// Differences from ComponentKit: changesets that also update, remove or
/// move items are applied whole (ComponentKit can split them, and with
/// `splitUpdates` defer updates outside the viewport); the items made to
/// fill the viewport are made one after another on one worker, off the main
/// actor for an asynchronous apply.
public struct SplitChangesetOptions: Hashable, Sendable {
    /// The axis items stack along, whose extent is compared with the viewport's.
    public enum LayoutAxis: Hashable, Sendable {
        /// Items stack from top to bottom.
        case vertical
        /// Items stack from left to right.
        case horizontal
    }

    /// The viewport's size when none is known: no list adapter shows the
    /// data source, ``DataSource/viewport`` is unset, or its size is empty.
    public var viewportBoundingSize: CGSize
    /// The axis items stack along.
    public var layoutAxis: LayoutAxis

    /// Options for a list stacking along `layoutAxis` whose viewport, until
    /// it is known, is `viewportBoundingSize`. Sizes that are negative or
    /// not finite count as zero.
    public init(viewportBoundingSize: CGSize = .zero, layoutAxis: LayoutAxis = .vertical) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(0, value) : 0 }
        self.viewportBoundingSize = CGSize(width: clean(viewportBoundingSize.width), height: clean(viewportBoundingSize.height))
        self.layoutAxis = layoutAxis
    }
}
