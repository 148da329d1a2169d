import Foundation
import ViewTree

/// A status row: a live region, so a screen reader announces "Loading more"
/// and a failure as they happen; Retry is a real button.
struct StatusRowComponent: CompositeComponent {
    let row: StatusRowData
    let retry: (@MainActor @Sendable () -> Void)?

    var body: InsetComponent {
        let region = ViewConfiguration(View.self, [
            .isAccessibilityElement(false), .accessibilityLiveRegion(row.kind == .failed ? .assertive : .polite),
        ])
        return InsetComponent(insets: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: StackComponent(
            view: region, axis: .horizontal, spacing: 10, justifyContent: .center, alignItems: .center
        ) {
            if row.kind == .loading { ActivityIndicatorComponent() }
            LabelComponent(row.message, font: .system(size: 14), color: row.kind == .failed ? .destructive : .secondaryLabel,
                           alignment: .center)
            if row.kind == .failed, row.retry != nil, let retry {
                ButtonComponent(title: "Retry", font: .system(size: 15, weight: .semibold),
                                action: ControlAction("status.retry") { retry() })
            }
        })
    }
}
