import Foundation
import ViewTree

/// A ``/ViewTree/ProgressView``: a bar 4 points tall, as wide as it may be,
/// filled to `progress` (0...1); or, with no progress known, a spinner
/// 20 points square, as SwiftUI's `ProgressView()`.
///
/// ```swift
/// ProgressViewComponent(progress: download.fraction, attributes: [.accessibilityLabel("Downloading")])
/// ProgressViewComponent(progress: nil)   // indeterminate
/// ```
public struct ProgressViewComponent: Component {
    /// The fraction done, or nil when unknown.
    public let progress: Double?
    public let viewConfiguration: ViewConfiguration

    /// A progress view; `tint` colours the filled part (the traits' tint by default).
    public init(progress: Double?, tint: Color? = nil, attributes: [Attribute<ProgressView>] = []) {
        self.progress = progress
        viewConfiguration = ViewConfiguration(ProgressView.self, [
            .custom("progress", progress.map { $0.isNaN ? -1 : $0 } ?? -1,
                    apply: { $0.progress = $1 < 0 ? nil : $1 }, unapply: { $0.progress = 0 }),
            .custom("tint", tint, apply: { $0.progressTintColor = $1 }, unapply: { $0.progressTintColor = nil }),
        ] + attributes)
    }

    /// A bar as wide as allowed (200 points when unbounded), or a 20-point spinner.
    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        guard progress != nil else { return Layout(component: self, size: range.clamp(CGSize(width: 20, height: 20))) }
        let width = range.max.width.isFinite ? range.max.width : Swift.max(range.min.width, 200)
        return Layout(component: self, size: range.clamp(CGSize(width: width, height: ProgressView.barHeight)))
    }
}
