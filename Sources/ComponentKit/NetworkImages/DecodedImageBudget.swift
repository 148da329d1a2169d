import Synchronization

/// Bytes of decoded pictures that may be held at once, shared by whoever
/// holds them: each reserves its picture's bytes before keeping it and
/// returns them when it lets the picture go. A screen's heavy controllers
/// (ContainerCollection) share one; a ``CachingImageDownloader`` charges
/// every image it hands out to one until the last copy of the image is
/// gone, so a server's sessions and its photo cache share one limit. Safe
/// from any thread.
///
/// ```swift
/// let budget = DecodedImageBudget(limit: 256 << 20)
/// guard budget.reserve(byteCount) else { return }   // over budget: do not decode
/// defer { budget.release(byteCount) }
/// ```
public final class DecodedImageBudget: Sendable {
    /// The most bytes held at once.
    public let limit: Int
    private let held = Mutex(0)

    /// A budget of `limit` bytes (negative counts as zero).
    public init(limit: Int) {
        self.limit = Swift.max(0, limit)
    }

    /// Bytes reserved now.
    public var residentByteCount: Int { held.withLock { $0 } }

    /// Reserves `byteCount` bytes if they fit in what is left.
    ///
    /// - Returns: whether they were reserved (nothing changes otherwise).
    public func reserve(_ byteCount: Int) -> Bool {
        held.withLock { held in
            let (total, overflow) = held.addingReportingOverflow(Swift.max(0, byteCount))
            guard !overflow, total <= limit else { return false }
            held = total
            return true
        }
    }

    /// Returns bytes reserved earlier.
    public func release(_ byteCount: Int) {
        held.withLock { $0 = Swift.max(0, $0 - Swift.max(0, byteCount)) }
    }
}
