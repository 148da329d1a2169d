import ContainerCollection
/// Why a picture was not drawn or decoded: it is over a limit. Nothing was
/// allocated for its pixels.
///
/// ```swift
/// do { image = try PatternImage(seed: 1).render(width: 20_000, height: 20_000) }
/// catch { print(error) }  // 20000 × 20000 pixels is over the limit of 40000000 pixels
/// ```
public enum ImageLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width × height is over the per-picture pixel limit (or not representable).
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The picture's bytes would take the screen's decoded pictures over their budget.
    case overDecodedByteBudget(byteCount: Int, resident: Int, limit: Int)

    public var description: String {
        switch self {
        case let .tooManyPixels(width, height, limit):
            "\(width) × \(height) pixels is over the limit of \(limit) pixels"
        case let .overDecodedByteBudget(byteCount, resident, limit):
            "\(byteCount) bytes of picture would take the screen's decoded pictures from \(resident) bytes over the budget of \(limit) bytes"
        }
    }

    /// Checks width × height against `limit` without overflowing; sides
    /// below 1 count as 1 (the renderers draw at least one pixel).
    ///
    /// - Returns: the pixel count.
    /// - Throws: ``tooManyPixels(width:height:limit:)`` when over the limit.
    static func checkedPixelCount(width: Int, height: Int, limit: Int) throws(ImageLimitError) -> Int {
        let (count, overflow) = Swift.max(1, width).multipliedReportingOverflow(by: Swift.max(1, height))
        guard !overflow, count <= limit else { throw .tooManyPixels(width: width, height: height, limit: limit) }
        return count
    }
}
