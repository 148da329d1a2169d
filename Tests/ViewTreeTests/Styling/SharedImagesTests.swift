import Foundation
import Testing
@testable import ViewTree

@Suite("Shared images: made once per key while held, let go with their last holder")
struct SharedImagesTests {
    private struct Refusal: Error {}

    @Test("Two callers asking for one key get the same pixels, made once")
    func sharedWhileHeld() throws {
        let cache = SharedImages<String>()
        var made = 0
        let first = cache.image(for: "red") { made += 1; return Image.filled(with: .red, size: CGSize(width: 8, height: 8)) }
        let second = cache.image(for: "red") { made += 1; return Image.filled(with: .red, size: CGSize(width: 8, height: 8)) }
        #expect(made == 1)
        #expect(first.sharesPixels(with: second) && first == second)
        let blue = cache.image(for: "blue") { Image.filled(with: .blue, size: CGSize(width: 8, height: 8)) }
        #expect(!blue.sharesPixels(with: first))
        #expect(cache.liveCount == 2 && cache.madeCount == 2)
        // Copies share pixels; a separately made equal image does not.
        let copy = first
        #expect(copy.sharesPixels(with: first))
        #expect(!Image.filled(with: .red, size: CGSize(width: 8, height: 8)).sharesPixels(with: first))
    }

    @Test("The cache keeps nothing alive: once no caller holds an image, asking again makes it anew")
    func weakEntries() {
        let cache = SharedImages<Int>()
        var made = 0
        func ask() -> Image { cache.image(for: 1) { made += 1; return Image.filled(with: .green, size: CGSize(width: 64, height: 64)) } }
        do {
            let held = ask()
            #expect(cache.liveCount == 1)
            withExtendedLifetime(held) {}
        }
        #expect(cache.liveCount == 0)
        _ = ask()
        #expect(made == 2)
    }

    @Test("A failing make stores nothing and passes its error on")
    func failingMake() {
        let cache = SharedImages<Int>()
        #expect(throws: Refusal.self) { try cache.image(for: 1) { () throws(Refusal) -> Image in throw Refusal() } }
        #expect(cache.liveCount == 0 && cache.madeCount == 0)
    }

    @Test("Dead entries are swept, so many short-lived keys do not grow the table without bound")
    func sweep() {
        let cache = SharedImages<Int>()
        for key in 0..<1_000 { _ = cache.image(for: key) { Image.filled(with: .red, size: CGSize(width: 1, height: 1)) } }
        let kept = cache.image(for: 5_000) { Image.filled(with: .red, size: CGSize(width: 1, height: 1)) }
        #expect(cache.liveCount == 1 && cache.madeCount == 1_001)
        #expect(cache.storedCount <= 129, "at most about twice the sweep threshold, not one entry per key ever made")
        withExtendedLifetime(kept) {}
    }
}
