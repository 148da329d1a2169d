import Foundation
import ViewTree

/// What layout needs besides components: how to measure text, and the pixel
/// grid to round to.
public struct LayoutContext: Sendable {
    /// Pixels per point, for rounding frames to the pixel grid.
    public var pointScale: CGFloat
    /// The references every pass shares, in one box: a layout copies its
    /// context for each child, and a copy then retains one object rather
    /// than one per reference. A render pass sets its statistics and read
    /// log, so each pass gets a box of its own: the workers of a data
    /// source, laying out items in parallel, then never write the reference
    /// counts of shared objects (the measurer, the provided values), whose
    /// cache lines the two cores would otherwise pass back and forth on
    /// every copy.
    private var references: References

    /// Measures text for labels, buttons and text inputs: the process's
    /// ``/ViewTree/DefaultTextMeasurer`` unless another is given (Pango's, once
    /// `PangoText` is linked, as RasterBackend does). When nil, text measures as empty and the
    /// first component that needed it is reported to `ComponentDiagnostics`.
    public var textMeasurer: (any TextMeasuring)? {
        get { references.values.textMeasurer }
        set { update { $0.textMeasurer = newValue } }
    }
    /// The scope stateful components are rendered in; set by ``ScopeRoot/render(forcingFullRender:with:_:)``.
    /// Kept out of the box: each stateful component sets its own for its
    /// children, and its references belong to the pass alone.
    public var scope: ScopeFrame?
    /// Counts renders and layouts of a pass, when set.
    public var statistics: RenderStatistics? {
        get { references.values.statistics }
        set { update { $0.statistics = newValue } }
    }
    /// The values providers set for the subtree being laid out (the traits
    /// among them); what ``ComponentContext/current`` returns inside `body`.
    public var componentContext: ComponentContext {
        get { references.values.componentContext }
        set { update { $0.componentContext = newValue } }
    }
    /// Where an instrumented pass reports to; nil unless analytics
    /// listeners are attached to the host (see ``AnalyticsListener``).
    var analyticsPass: AnalyticsPass? {
        get { references.values.analyticsPass }
        set { update { $0.analyticsPass = newValue } }
    }

    /// A context measuring text with `textMeasurer`, by default the
    /// process's ``/ViewTree/DefaultTextMeasurer``, providing `componentContext`.
    public init(
        textMeasurer: (any TextMeasuring)? = DefaultTextMeasurer.current, pointScale: CGFloat = 2,
        componentContext: ComponentContext = ComponentContext()
    ) {
        self.pointScale = pointScale
        references = References(Values(textMeasurer: textMeasurer, componentContext: componentContext))
    }

    /// Whether this context and `other` hold the same box of references
    /// (copies do, until one of them changes a reference).
    func sharesReferences(with other: LayoutContext) -> Bool {
        references === other.references
    }

    /// Changes the references in place when this context alone holds them,
    /// else in a copy of its own.
    private mutating func update(_ change: (inout Values) -> Void) {
        if !isKnownUniquelyReferenced(&references) { references = References(references.values) }
        change(&references.values)
    }

    private struct Values {
        var textMeasurer: (any TextMeasuring)?
        var statistics: RenderStatistics?
        var componentContext: ComponentContext
        var analyticsPass: AnalyticsPass?
    }

    // Unchecked: `values` changes only through `update`, while one context
    // holds the box; every other holder reads it.
    private final class References: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
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
                Link PangoText or RasterBackend (Pango's measurer installs itself when the program starts), call \
                DefaultTextMeasurer.install(_:) before laying out, or pass LayoutContext(textMeasurer:).
                """))
        return nil
    }
}
