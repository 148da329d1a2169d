#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `malloc` this process runs with, named in the data source figures:
/// how preparation scales with cores depends on it (see the README, "How
/// preparation scales with cores").
enum Allocator {
    /// "jemalloc 5.3.0-0-g…" when jemalloc replaced `malloc` (linked or
    /// `LD_PRELOAD`ed), else the C library's, e.g. "glibc 2.36".
    static let name: String = jemallocVersion.map { "jemalloc \($0)" } ?? systemName

    private typealias MallctlFunction = @convention(c) (
        UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int
    ) -> Int32

    /// jemalloc's version, read through `mallctl` if the process has it.
    private static var jemallocVersion: String? {
        // RTLD_DEFAULT: the symbol as the process resolves it, from whichever library defines it.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallctl") else { return nil }
        let mallctl = unsafeBitCast(symbol, to: MallctlFunction.self)
        var version: UnsafePointer<CChar>?
        var length = MemoryLayout<UnsafePointer<CChar>?>.size
        guard mallctl("version", &version, &length, nil, 0) == 0, let version else { return "(version unknown)" }
        return String(cString: version)
    }

    private static var systemName: String {
        // `gnu_get_libc_version` is glibc's alone, and not in Swift's Glibc module.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gnu_get_libc_version") else { return "the system malloc" }
        let version = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafePointer<CChar>).self)
        return "glibc \(String(cString: version()))"
    }
}
