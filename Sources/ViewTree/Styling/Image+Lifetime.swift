import Foundation

extension Image {
    /// A copy of this image whose pixel buffer calls `onRelease` once, when
    /// the last image reading it goes away (on whatever thread drops it).
    ///
    /// The pixels are not copied: the new image reads the same bytes under a
    /// buffer of its own, so hand out only the returned image and drop this
    /// one. A cache that counts decoded bytes charges them when it hands an
    /// image out and gives them back here, exactly when no session, view or
    /// cache holds the picture any longer.
    ///
    /// ```swift
    /// guard budget.reserve(bytes) else { throw … }
    /// let counted = decoded.trackingRelease { budget.release(bytes) }
    /// ```
    ///
    /// `onRelease` must not wait for a lock held where images are dropped.
    public func trackingRelease(_ onRelease: @escaping @Sendable () -> Void) -> Image {
        let tracked = PixelStorage(rgba: pixelStorage.rgba, digest: pixelStorage.knownDigest, onRelease: onRelease)
        return Image(storage: tracked, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// The same pixels at another scale (another size in points), sharing
    /// this image's buffer; this image itself for a scale that is not
    /// positive and finite.
    public func withScale(_ scale: CGFloat) -> Image {
        guard scale > 0, scale.isFinite, scale != self.scale else { return self }
        return Image(storage: pixelStorage, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }

    /// Bytes of the pixel buffer: width × height × 4.
    public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
