import ContainerCollection
/// A large picture, decoded in full while its controller is in use: the
/// example that makes reuse and memory warnings visible.
///
/// From a server: `{"caption": "Harbour at night", "seed": 4, "pixelWidth": 2048, "pixelHeight": 1536}`;
/// sides run from 1 to 4,096 pixels (1,024 by default).
public struct HeavyResourceData: ComponentData, Hashable, Decodable {
    /// The line under the picture.
    public var caption: String
    /// Picks the picture (for the default loader, its colors).
    public var seed: Int
    /// The decoded picture's width in pixels.
    public var pixelWidth: Int
    /// The decoded picture's height in pixels.
    public var pixelHeight: Int

    /// Data for a heavy picture.
    public init(caption: String, seed: Int = 0, pixelWidth: Int = 1_024, pixelHeight: Int = 1_024) {
        self.caption = caption
        self.seed = seed
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    private enum CodingKeys: String, CodingKey { case caption, seed, pixelWidth, pixelHeight }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        caption = try container.decode(String.self, forKey: .caption)
        seed = try container.decodeIfPresent(Int.self, forKey: .seed) ?? 0
        pixelWidth = try container.decodeIfPresent(Int.self, forKey: .pixelWidth) ?? 1_024
        pixelHeight = try container.decodeIfPresent(Int.self, forKey: .pixelHeight) ?? 1_024
    }

    /// Whether both sides are from 1 to 4,096 pixels.
    public var isValid: Bool { (1...4_096).contains(pixelWidth) && (1...4_096).contains(pixelHeight) }

    /// The decoded picture's size in bytes (RGBA); `Int.max` when the sides
    /// are so large the product does not fit (data from a server is
    /// checked, but any value can be set in code).
    public var byteCount: Int {
        let (pixels, overflow) = Swift.max(0, pixelWidth).multipliedReportingOverflow(by: Swift.max(0, pixelHeight))
        let (bytes, overflow4) = pixels.multipliedReportingOverflow(by: 4)
        return overflow || overflow4 ? Int.max : bytes
    }
}

extension HeavyResourceData: ScreenLimitChecking {
    /// A picture over the per-picture pixel limit or bigger than the whole decoded-byte budget is refused.
    public func limitProblem(under limits: ScreenLimits) -> ScreenProblem.Kind? {
        do {
            _ = try ImageLimitError.checkedPixelCount(width: pixelWidth, height: pixelHeight, limit: limits.maximumImagePixelCount)
        } catch {
            return .overLimit(what: "picture pixels (\(pixelWidth) × \(pixelHeight))",
                              value: byteCount == Int.max ? Int.max : byteCount / 4, limit: limits.maximumImagePixelCount)
        }
        guard byteCount <= limits.maximumDecodedByteCount else {
            return .overLimit(what: "decoded picture bytes", value: byteCount, limit: limits.maximumDecodedByteCount)
        }
        return nil
    }
}
