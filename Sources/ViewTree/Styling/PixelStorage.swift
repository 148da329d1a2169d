import Synchronization

/// An image's pixel buffer and its digest, which is computed on first use:
/// a renderer making a frame for the screen never pays for hashing 5 MB it
/// will not compare.
final class PixelStorage: Sendable {
    let rgba: [UInt8]
    // 0 until computed; a digest that comes out as 0 is stored as 1.
    private let digest = Atomic<UInt64>(0)
    /// Called once when the last image reading this buffer goes away
    /// (``Image/trackingRelease(_:)``): a cache counting bytes learns at once.
    private let onRelease: (@Sendable () -> Void)?

    init(rgba: [UInt8], digest known: UInt64 = 0, onRelease: (@Sendable () -> Void)? = nil) {
        self.rgba = rgba
        self.onRelease = onRelease
        digest.store(known, ordering: .relaxed)
    }

    deinit {
        onRelease?()
    }

    /// The digest if it was computed already, else 0.
    var knownDigest: UInt64 { digest.load(ordering: .relaxed) }

    /// The digest of the pixels and the dimensions they are read with.
    /// Racing first callers compute the same value, so either store wins.
    func fingerprint(width: Int, height: Int) -> UInt64 {
        let known = digest.load(ordering: .relaxed)
        if known != 0 { return known }
        let computed = Swift.max(1, Self.digest(rgba, width: width, height: height))
        digest.store(computed, ordering: .relaxed)
        return computed
    }

    /// Four independent lanes of multiply-rotate rounds over 8-byte words
    /// (the round of xxHash64), so the multiplies overlap instead of waiting
    /// on each other, then a final avalanche.
    static func digest(_ bytes: [UInt8], width: Int, height: Int) -> UInt64 {
        let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
        let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        @inline(__always) func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = lane &+ word &* prime2
            return ((mixed << 31) | (mixed >> 33)) &* prime1
        }
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            prime1 &+ prime2, prime2, 0, 0 &- prime1)
        var tail: UInt64 = UInt64(truncatingIfNeeded: bytes.count)
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 32 * 4
            var index = 0
            while index < words {
                let offset = index * 8
                lanes.0 = round(lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = round(lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = round(lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = round(lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                index += 4
            }
            for byte in raw[(words * 8)...] {
                tail = round(tail, UInt64(byte))
            }
        }
        var hash = round(lanes.0, lanes.1) ^ round(lanes.2, lanes.3)
        hash = round(hash, tail)
        hash = round(hash, UInt64(truncatingIfNeeded: width))
        hash = round(hash, UInt64(truncatingIfNeeded: height))
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime1
        hash ^= hash >> 32
        return hash
    }
}
