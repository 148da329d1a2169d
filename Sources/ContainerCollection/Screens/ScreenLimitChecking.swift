/// Component data that can be too big for a screen's limits: a gallery
/// with too many images, a picture with too many pixels. The decoder asks
/// it after decoding and shows the element as a fallback with the
/// problem when a limit is exceeded, so nothing is allocated for it.
///
/// ```swift
/// extension GalleryData: ScreenLimitChecking {
///     func limitProblem(under limits: ScreenLimits) -> ScreenProblem.Kind? {
///         images.count > limits.maximumItemsPerElement
///             ? .overLimit(what: "gallery images", value: images.count, limit: limits.maximumItemsPerElement) : nil
///     }
/// }
/// ```
public protocol ScreenLimitChecking: ComponentData {
    /// The first limit the data exceeds, or nil when it is within all of them.
    func limitProblem(under limits: ScreenLimits) -> ScreenProblem.Kind?
}
