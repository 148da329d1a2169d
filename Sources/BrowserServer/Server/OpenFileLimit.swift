import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's open-file limit (`ulimit -n`), which bounds how many
/// connections a server can hold: each is a socket, and the server needs
/// some files besides (its assets, the photos it reads, pipes).
///
/// A server asked for more connections than the limit allows holds fewer
/// (``BrowserServer`` lowers ``BrowserServer/Limits/maximumConnections``
/// and says so in its log) rather than failing to accept, which would stall
/// every page's reconnects. An app that wants the most its system allows
/// raises the limit before starting the server:
///
/// ```swift
/// OpenFileLimit.raiseToHardLimit()   // e.g. 1,024 -> 524,288 on Debian
/// try await server.start()
/// ```
public enum OpenFileLimit {
    /// Files kept for the server's own use when connections are capped by the limit.
    public static let reserve = 128

    /// The soft limit now, or nil where it cannot be read.
    public static var current: Int? {
        #if canImport(Glibc)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        // RLIM_INFINITY is all ones: clamping makes it Int.max.
        return Int(clamping: limit.rlim_cur)
        #else
        return nil
        #endif
    }

    /// Raises the soft limit to the hard one (which needs no privilege) for
    /// this process and those it starts; returns the soft limit now.
    @discardableResult
    public static func raiseToHardLimit() -> Int? {
        #if canImport(Glibc)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        #endif
        return current
    }

    /// The connections a server may hold with `openFiles` files allowed:
    /// `configured`, or fewer, leaving ``reserve`` files for the rest
    /// (and at least 16 connections).
    static func connectionCeiling(configured: Int, openFiles: Int?) -> Int {
        guard let openFiles else { return configured }
        return Swift.min(configured, Swift.max(16, openFiles - reserve))
    }
}
