import Foundation
import ViewTree

/// What layout needs besides components: how to measure text, and the pixel
/// grid to round to.
public struct LayoutContext: Sendable {
    /// Measures text for labels; the raster backend's Pango system in practice.
    public var textMeasurer: (any TextMeasuring)?
    /// Pixels per point, for rounding frames to the pixel grid.
    public var pointScale: CGFloat
    /// The scope stateful components are rendered in; set by ``ScopeRoot/render(forcingFullRender:_:)``.
    public var scope: ScopeFrame?
    /// Counts renders and layouts of a pass, when set.
    public var statistics: RenderStatistics?

    /// A context; without a text measurer, text components measure as empty.
    public init(textMeasurer: (any TextMeasuring)? = nil, pointScale: CGFloat = 2) {
        self.textMeasurer = textMeasurer
        self.pointScale = pointScale
    }
}
