import Foundation
import ViewTree

/// What layout needs besides components: how to measure text, and the pixel
/// grid to round to.
public struct LayoutContext: Sendable {
    /// Measures text for labels, buttons and text inputs: the process's
    /// ``DefaultTextMeasurer`` unless another is given (Pango's, once
    /// `RasterBackend` is linked). When nil, text measures as empty and the
    /// first component that needed it is reported to ``ComponentDiagnostics``.
    public var textMeasurer: (any TextMeasuring)?
    /// Pixels per point, for rounding frames to the pixel grid.
    public var pointScale: CGFloat
    /// The scope stateful components are rendered in; set by ``ScopeRoot/render(forcingFullRender:_:)``.
    public var scope: ScopeFrame?
    /// Counts renders and layouts of a pass, when set.
    public var statistics: RenderStatistics?
    /// The values providers set for the subtree being laid out (the traits
    /// among them); what ``ComponentContext/current`` returns inside `body`.
    public var componentContext: ComponentContext
    /// Where an instrumented pass reports to; nil unless analytics
    /// listeners are attached to the host (see ``AnalyticsListener``).
    var analyticsPass: AnalyticsPass?

    /// A context measuring text with `textMeasurer`, by default the
    /// process's ``DefaultTextMeasurer``, providing `componentContext`.
    public init(
        textMeasurer: (any TextMeasuring)? = DefaultTextMeasurer.current, pointScale: CGFloat = 2,
        componentContext: ComponentContext = ComponentContext()
    ) {
        self.textMeasurer = textMeasurer
        self.pointScale = pointScale
        self.componentContext = componentContext
    }
}

extension LayoutContext {
    /// The text measurer, or nil after reporting that `component`'s text
    /// (described for the message) measures as empty for want of one.
    func measurer(forTextOf component: @autoclosure () -> String) -> (any TextMeasuring)? {
        if let textMeasurer { return textMeasurer }
        ComponentDiagnostics.report(ComponentDiagnostics.Problem(
            kind: "missing-text-measurer",
            message: """
                \(component()) measured its text as empty: the layout context has no text measurer. \
                Link RasterBackend (it installs Pango's measurer when the program starts), call \
                DefaultTextMeasurer.install(_:) before laying out, or pass LayoutContext(textMeasurer:).
                """))
        return nil
    }
}
