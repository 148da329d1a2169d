/// Measures text the way a backend will draw it.
///
/// Layout asks a `TextMeasuring` for sizes and never depends on a backend;
/// the raster backend's `PangoTextSystem` is the implementation that
/// measures exactly what it draws. Implementations must be safe to call from
/// any thread: components are laid out off the main actor.
///
/// ```swift
/// let request = TextLayoutRequest(text: "Hello", font: .system(size: 17), maxWidth: 200)
/// let size = measurer.measure(request).size
/// ```
public protocol TextMeasuring: Sendable {
    /// Lays out `request` and returns its measurement.
    func measure(_ request: TextLayoutRequest) -> TextMeasurement
}
