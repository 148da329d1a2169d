import Foundation

extension Image {
    /// The part of the image inside `unitRect`, where (0, 0, 1, 1) is the
    /// whole image; the rectangle is clipped to the image and rounded out to
    /// whole pixels. Nil when nothing of the image is inside it.
    public func cropped(toUnitRect unitRect: CGRect) -> Image? {
        guard unitRect.minX.isFinite, unitRect.minY.isFinite, unitRect.width.isFinite, unitRect.height.isFinite else {
            return nil
        }
        let x0 = Swift.max(0, Int((unitRect.minX * CGFloat(pixelWidth)).rounded(.down)))
        let y0 = Swift.max(0, Int((unitRect.minY * CGFloat(pixelHeight)).rounded(.down)))
        let x1 = Swift.min(pixelWidth, Int((unitRect.maxX * CGFloat(pixelWidth)).rounded(.up)))
        let y1 = Swift.min(pixelHeight, Int((unitRect.maxY * CGFloat(pixelHeight)).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == pixelWidth, y1 == pixelHeight { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
        for y in y0..<y1 {
            let start = (y * pixelWidth + x0) * 4
            bytes.append(contentsOf: rgba[start..<(start + (x1 - x0) * 4)])
        }
        return try? Image(pixelWidth: x1 - x0, pixelHeight: y1 - y0, scale: scale, rgba: bytes)
    }
}
