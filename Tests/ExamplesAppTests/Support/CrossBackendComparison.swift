import Foundation
import RasterBackend
import ViewTree

/// How a browser screenshot differs from the raster backend's render of
/// the same screen, at the same size and scale.
///
/// Outside text (``TextRegions``) pixels are compared where they are:
/// - in flat areas (the raster pixel's 3×3 neighbourhood within
///   ``flatSpread`` levels), a channel may differ by ``flatTolerance``:
///   both backends fill, blend and interpolate to within 2 levels there,
///   so a colour, alpha or gradient stop that is off shows;
/// - on edges, by ``edgeTolerance``: Cairo and Skia cover an antialiased
///   edge pixel differently, most by a few levels, some by more.
/// A pixel over its tolerance *differs*. Differing pixels that touch form
/// clusters; antialiasing leaves short ones along curves, while an edge
/// out of place or a missing border leaves one as long as the edge.
///
/// Text is drawn by two rasterizers (Pango with FreeType's hinting, Skia
/// without), so inside text areas glyph edges move by under a pixel; there
/// a pixel is only counted when no pixel of the other image within one
/// device pixel matches it (``differingBeyondOnePixel``, over the whole
/// screen): text in another font, size, weight or place fails that.
struct CrossBackendComparison {
    static let flatSpread = 2
    static let flatTolerance = 6
    static let edgeTolerance = 32

    /// Fraction of all pixels differing by more than ``edgeTolerance`` at
    /// the same position, text included: the plain figure.
    let differing: Double
    /// Fraction of the pixels outside text that differ.
    let differingOutsideText: Double
    /// The longest side, in device pixels, of the bounding box of the
    /// largest-extent cluster of differing pixels outside text.
    let longestClusterOutsideText: Int
    /// Fraction of all pixels with no match within one device pixel.
    let differingBeyondOnePixel: Double
    /// The raster render dimmed; magenta where it differs outside text,
    /// orange inside text.
    let diffImage: Image

    /// The comparison, made off the main actor: a screen's worth of pixels
    /// in a debug build takes the main actor, which every suite running
    /// beside this one needs, for most of a second.
    @concurrent
    static func of(raster: Image, browser: Image, textRects: [CGRect]) async throws -> CrossBackendComparison {
        try CrossBackendComparison(raster: raster, browser: browser, textRects: textRects)
    }

    init(raster: Image, browser: Image, textRects: [CGRect]) throws {
        guard raster.pixelWidth == browser.pixelWidth, raster.pixelHeight == browser.pixelHeight else {
            throw Mismatch(description: "raster \(raster.pixelWidth)×\(raster.pixelHeight), browser \(browser.pixelWidth)×\(browser.pixelHeight)")
        }
        let width = raster.pixelWidth, height = raster.pixelHeight, count = width * height
        let text = Self.mask(textRects, scale: raster.scale, width: width, height: height)
        var plain = 0, outside = 0, outsideTotal = 0, far = 0
        var differs = [Bool](repeating: false, count: count)
        var diff = [UInt8](repeating: 255, count: count * 4)
        raster.rgba.withUnsafeBufferPointer { a in
            browser.rgba.withUnsafeBufferPointer { b in
                func delta(_ i: Int, _ j: Int) -> Int {
                    max(abs(Int(a[i * 4]) - Int(b[j * 4])), abs(Int(a[i * 4 + 1]) - Int(b[j * 4 + 1])),
                        abs(Int(a[i * 4 + 2]) - Int(b[j * 4 + 2])), abs(Int(a[i * 4 + 3]) - Int(b[j * 4 + 3])))
                }
                func isFlat(_ x: Int, _ y: Int) -> Bool {
                    let i = y * width + x
                    for ny in max(0, y - 1)...min(height - 1, y + 1) {
                        for nx in max(0, x - 1)...min(width - 1, x + 1) {
                            let j = ny * width + nx
                            for c in 0..<4 where abs(Int(a[i * 4 + c]) - Int(a[j * 4 + c])) > Self.flatSpread { return false }
                        }
                    }
                    return true
                }
                func matchesNearby(_ x: Int, _ y: Int) -> Bool {
                    let i = y * width + x
                    for ny in max(0, y - 1)...min(height - 1, y + 1) {
                        for nx in max(0, x - 1)...min(width - 1, x + 1) where delta(i, ny * width + nx) <= Self.edgeTolerance {
                            return true
                        }
                    }
                    return false
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * width + x, d = delta(i, i), inText = text[i]
                        if d > Self.edgeTolerance {
                            plain += 1
                            if !matchesNearby(x, y) { far += 1 }
                        }
                        if inText {
                            if d > Self.edgeTolerance { (diff[i * 4], diff[i * 4 + 1], diff[i * 4 + 2]) = (255, 140, 0); continue }
                        } else {
                            outsideTotal += 1
                            if d > Self.edgeTolerance || (d > Self.flatTolerance && isFlat(x, y)) {
                                outside += 1
                                differs[i] = true
                                (diff[i * 4], diff[i * 4 + 1], diff[i * 4 + 2]) = (255, 0, 255)
                                continue
                            }
                        }
                        for c in 0..<3 { diff[i * 4 + c] = UInt8(128 + Int(a[i * 4 + c]) / 2) }
                    }
                }
            }
        }
        differing = Double(plain) / Double(count)
        differingOutsideText = outsideTotal == 0 ? 0 : Double(outside) / Double(outsideTotal)
        differingBeyondOnePixel = Double(far) / Double(count)
        longestClusterOutsideText = Self.longestCluster(differs, width: width, height: height)
        diffImage = try Image(pixelWidth: width, pixelHeight: height, scale: raster.scale, rgba: diff)
    }

    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    private static func mask(_ rects: [CGRect], scale: CGFloat, width: Int, height: Int) -> [Bool] {
        var mask = [Bool](repeating: false, count: width * height)
        for rect in rects where rect.width.isFinite && rect.height.isFinite {
            let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(width, Int((rect.maxX * scale).rounded(.up)))
            let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(height, Int((rect.maxY * scale).rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { mask[y * width + x] = true } }
        }
        return mask
    }

    /// The longest bounding-box side among clusters of touching (8-way) set pixels.
    private static func longestCluster(_ set: [Bool], width: Int, height: Int) -> Int {
        var seen = [Bool](repeating: false, count: set.count)
        var longest = 0
        var stack: [Int] = []
        for start in set.indices where set[start] && !seen[start] {
            seen[start] = true
            stack.append(start)
            var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
            while let i = stack.popLast() {
                let x = i % width, y = i / width
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
                for ny in max(0, y - 1)...min(height - 1, y + 1) {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) {
                        let j = ny * width + nx
                        if set[j] && !seen[j] { seen[j] = true; stack.append(j) }
                    }
                }
            }
            longest = max(longest, maxX - minX + 1, maxY - minY + 1)
        }
        return longest
    }

    /// The figures, for a report line.
    var summary: String {
        String(format: "%.3f%% differing, %.3f%% outside text (longest run %d px), %.3f%% beyond one pixel",
               differing * 100, differingOutsideText * 100, longestClusterOutsideText, differingBeyondOnePixel * 100)
    }
}
