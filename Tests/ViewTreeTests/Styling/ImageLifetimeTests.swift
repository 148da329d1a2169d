import Foundation
import Synchronization
import Testing
@testable import ViewTree

/// What a byte-counting image cache is built on: a release callback when
/// the last copy of a picture goes, weak references that do not keep it,
/// and the size a content mode needs a picture decoded at.
@Suite("Image lifetimes and decoded sizes")
struct ImageLifetimeTests {
    @Test("trackingRelease calls back once, when the last copy of the pixels goes; copies and rescaled images keep them")
    func releaseCallback() throws {
        let released = Atomic(0)
        let weak: WeakImage
        var first: Image? = Image.filled(with: .red, size: CGSize(width: 4, height: 4)).trackingRelease {
            released.add(1, ordering: .relaxed)
        }
        var copy: Image? = first
        var rescaled: Image? = first?.withScale(2)
        do {
            let original = try #require(first)
            weak = WeakImage(original)
            #expect(rescaled?.size == CGSize(width: 2, height: 2) && rescaled?.sharesPixels(with: original) == true)
        }
        first = nil
        copy = nil
        #expect(released.load(ordering: .relaxed) == 0 && weak.isAlive, "a rescaled copy still holds the pixels")
        #expect(weak.image?.pixelWidth == 4)
        rescaled = nil
        #expect(released.load(ordering: .relaxed) == 1)
        #expect(!weak.isAlive && weak.image == nil)
        _ = (copy, rescaled)
    }

    @Test("The decoded size covers the target for fill, fits it for fit, keeps the aspect ratio, and never grows the picture")
    func decodedSizes() {
        let photo = CGSize(width: 4000, height: 3000)
        let square = CGSize(width: 144, height: 144)
        #expect(ContentMode.aspectFill.decodedPixelSize(natural: photo, target: square) == CGSize(width: 192, height: 144))
        #expect(ContentMode.scaleToFill.decodedPixelSize(natural: photo, target: square) == CGSize(width: 192, height: 144))
        #expect(ContentMode.aspectFit.decodedPixelSize(natural: photo, target: square) == CGSize(width: 144, height: 108))
        #expect(ContentMode.aspectFill.decodedPixelSize(natural: photo, target: CGSize(width: 400, height: 300)) == CGSize(width: 400, height: 300))
        #expect(ContentMode.center.decodedPixelSize(natural: photo, target: square) == photo)
        #expect(ContentMode.aspectFill.decodedPixelSize(natural: photo, target: CGSize(width: 8000, height: 10)) == photo, "never larger")
        #expect(ContentMode.aspectFill.decodedPixelSize(natural: photo, target: .zero) == photo)
        #expect(ContentMode.aspectFill.decodedPixelSize(natural: photo, target: CGSize(width: CGFloat.nan, height: 5)) == photo)
    }
}
