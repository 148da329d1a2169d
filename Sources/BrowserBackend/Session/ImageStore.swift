import Foundation
import ImageCodecs
import Synchronization
import ViewTree

/// The images every session of a server shows, by fingerprint, each kept
/// once however many sessions show it, with its PNG encoded once for all of
/// them. Sessions hold the images they have sent (``SessionImages``); an
/// image no session holds any longer is let go. Safe from any thread, so
/// encoding happens off the main actor.
package final class ImageStore: Sendable {
    private struct Entry {
        let image: Image
        var png: Data?
        /// Sessions holding the image.
        var holders: Int
    }

    private let entries = Mutex<[UInt64: Entry]>([:])
    private let encodings = Atomic<Int>(0)

    package init() {}

    /// A session starts holding `image`.
    func retain(_ image: Image) {
        entries.withLock { entries in
            entries[image.fingerprint, default: Entry(image: image, png: nil, holders: 0)].holders += 1
        }
    }

    /// Sessions stop holding these images; images nobody holds are let go.
    func release<Fingerprints: Sequence<UInt64>>(_ fingerprints: Fingerprints) {
        entries.withLock { entries in
            for fingerprint in fingerprints {
                guard var entry = entries[fingerprint] else { continue }
                entry.holders -= 1
                entries[fingerprint] = entry.holders > 0 ? entry : nil
            }
        }
    }

    /// The PNG of a held image, encoded the first time it is asked for
    /// (outside the lock: two first requests may both encode; one result is kept).
    package func png(for fingerprint: UInt64) -> Data? {
        let (image, known) = entries.withLock { entries -> (Image?, Data?) in
            guard let entry = entries[fingerprint] else { return (nil, nil) }
            return (entry.image, entry.png)
        }
        if let known { return known }
        guard let image, let data = try? ImageCodec.pngData(of: image) else { return nil }
        encodings.add(1, ordering: .relaxed)
        entries.withLock { entries in
            if entries[fingerprint]?.png == nil { entries[fingerprint]?.png = data }
        }
        return data
    }

    /// PNG encodings made so far.
    var encodeCount: Int { encodings.load(ordering: .relaxed) }

    /// Images held by at least one session.
    var count: Int { entries.withLock { $0.count } }

    /// Bytes the held images take: pixels (each buffer once) and encodings.
    var byteCount: Int {
        entries.withLock { entries in entries.values.reduce(0) { $0 + $1.image.pixelWidth * $1.image.pixelHeight * 4 + ($1.png?.count ?? 0) } }
    }
}
