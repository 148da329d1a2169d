import Foundation

/// The process's resident memory, from `/proc/self/statm` (Linux); nil
/// where there is none.
enum ProcessMemory {
    static var residentBytes: Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pageSize > 0 else { return nil }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        return overflow ? nil : bytes
    }
}
