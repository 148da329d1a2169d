import Foundation
import Synchronization

/// Images made once per key and shared by everyone who asks while any of
/// them still holds one: a server drawing the same picture for a thousand
/// sessions keeps one pixel buffer, and gives it back when the last
/// session lets go. Entries are weak, so the cache itself keeps nothing
/// alive. Safe from any thread.
///
/// ```swift
/// let pictures = SharedImages<Int>()
/// let first = try pictures.image(for: 4) { try render(seed: 4) }
/// let second = try pictures.image(for: 4) { try render(seed: 4) }   // not drawn again
/// first.sharesPixels(with: second)   // true
/// ```
public final class SharedImages<Key: Hashable & Sendable>: Sendable {
    private struct Entry {
        weak var storage: PixelStorage?
        let pixelWidth: Int
        let pixelHeight: Int
        let scale: CGFloat
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var made = 0
        /// Entries left by the last sweep of dead ones.
        var afterSweep = 0
    }

    private let state = Mutex(State())

    /// An empty cache.
    public init() {}

    /// The image for `key`: the one someone still holds, or a new one from
    /// `make` (called without the cache's lock held, so making may be slow;
    /// two callers racing for a new key may both make it, and both get the
    /// first one stored).
    ///
    /// - Throws: whatever `make` throws; nothing is stored then.
    public func image<Failure: Error>(for key: Key, make: () throws(Failure) -> Image) throws(Failure) -> Image {
        if let held = heldImage(for: key) { return held }
        let made = try make()
        return state.withLock { state in
            if let entry = state.entries[key], let storage = entry.storage {
                return Image(storage: storage, pixelWidth: entry.pixelWidth, pixelHeight: entry.pixelHeight, scale: entry.scale)
            }
            state.made += 1
            // Dead entries cost a key each; sweep them once the table has doubled since the last sweep.
            if state.entries.count >= Swift.max(64, 2 * state.afterSweep) {
                state.entries = state.entries.filter { $0.value.storage != nil }
                state.afterSweep = state.entries.count
            }
            state.entries[key] = Entry(storage: made.pixelStorage, pixelWidth: made.pixelWidth, pixelHeight: made.pixelHeight,
                                       scale: made.scale)
            return made
        }
    }

    /// Keys whose image someone still holds.
    public var liveCount: Int { state.withLock { $0.entries.values.count { $0.storage != nil } } }

    /// Images made so far (each key once while it is held).
    public var madeCount: Int { state.withLock { $0.made } }

    /// Entries in the table, dead ones not yet swept included.
    var storedCount: Int { state.withLock { $0.entries.count } }

    private func heldImage(for key: Key) -> Image? {
        state.withLock { state in
            guard let entry = state.entries[key], let storage = entry.storage else { return nil }
            return Image(storage: storage, pixelWidth: entry.pixelWidth, pixelHeight: entry.pixelHeight, scale: entry.scale)
        }
    }
}
