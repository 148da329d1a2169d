import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This process's memory, for load tests and benchmarks that report what a
/// session costs.
///
/// ```swift
/// let before = ProcessMemory.residentBytes()
/// // … make 100 sessions …
/// let perSession = (ProcessMemory.residentBytes() - before) / 100
/// ```
public enum ProcessMemory {
    /// Resident set size in bytes, from `/proc/self/statm`; 0 where that file is missing.
    public static func residentBytes() -> Int {
        residentBytes(ofFile: "/proc/self/statm")
    }

    /// Resident set size in bytes of another process (a server a benchmark
    /// started), from `/proc/<pid>/statm`; 0 when the process is gone.
    public static func residentBytes(ofProcess id: Int32) -> Int {
        residentBytes(ofFile: "/proc/\(id)/statm")
    }

    private static func residentBytes(ofFile path: String) -> Int {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
