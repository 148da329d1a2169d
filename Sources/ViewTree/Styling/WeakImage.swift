import Foundation

/// A reference to an image that does not keep its pixels alive: a cache
/// can find a picture someone still shows without holding it itself.
///
/// ```swift
/// let weak = WeakImage(photo)
/// weak.image            // the photo, while anyone holds it
/// ```
public struct WeakImage: Sendable {
    private weak var storage: PixelStorage?
    private let pixelWidth: Int
    private let pixelHeight: Int
    private let scale: CGFloat

    /// A weak reference to `image`'s pixels.
    public init(_ image: Image) {
        storage = image.pixelStorage
        pixelWidth = image.pixelWidth
        pixelHeight = image.pixelHeight
        scale = image.scale
    }

    /// The image, if anyone still holds its pixels.
    public var image: Image? {
        storage.map { Image(storage: $0, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) }
    }

    /// Whether anyone still holds the pixels.
    public var isAlive: Bool { storage != nil }
}
