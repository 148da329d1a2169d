#if canImport(Glibc)
import Glibc
#endif

/// The open-file limit of this process (and of the processes it starts,
/// which inherit it): 10,000 sessions need 10,000 sockets on each side.
enum FileDescriptorLimit {
    /// Raises the soft limit to the hard one; returns the soft limit now.
    @discardableResult
    static func raiseToHardLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return Int(limit.rlim_cur)
    }
}
