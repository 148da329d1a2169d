import Foundation

/// Streams trace events into a file that is a complete JSON document after
/// every write: each write goes over the closing brackets of the last and
/// puts them back after the new events.
///
/// A process killed between writes leaves a file Perfetto and any JSON
/// parser read whole; one killed during a write (a few milliseconds every
/// flush) can leave the last events cut off.
final class TraceFileWriter {
    private static let opening = Data("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[".utf8)
    private static let closing = Data("\n]}\n".utf8)

    let url: URL
    private let handle: FileHandle
    /// Where the closing brackets start.
    private var end: UInt64
    private var hasEvents = false

    /// Creates (or empties) the file at `url` and writes an empty trace.
    init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: Self.opening + Self.closing) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        self.url = url
        handle = try FileHandle(forWritingTo: url)
        end = UInt64(Self.opening.count)
    }

    deinit { try? handle.close() }

    /// Appends `events` (JSON objects) and closes the document again.
    func append(_ events: [String]) throws {
        guard !events.isEmpty else { return }
        var chunk = Data()
        for event in events {
            chunk.append(contentsOf: Array((hasEvents ? ",\n" : "\n").utf8))
            chunk.append(contentsOf: Array(event.utf8))
            hasEvents = true
        }
        try handle.seek(toOffset: end)
        try handle.write(contentsOf: chunk + Self.closing)
        end += UInt64(chunk.count)
    }

    func close() throws {
        try handle.close()
    }
}
