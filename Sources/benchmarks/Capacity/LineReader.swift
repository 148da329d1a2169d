import Foundation

/// Lines of a file descriptor as an async stream, read on a thread of their
/// own: a blocking read on the cooperative pool (two threads here) would
/// starve the tasks it waits for.
enum LineReader {
    /// Standard input's lines; the stream ends at end of file.
    static func standardInput() -> AsyncStream<String> { lines(of: FileHandle.standardInput) }

    /// `handle`'s lines; the stream ends at end of file.
    static func lines(of handle: FileHandle) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        let thread = Thread {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    continuation.yield(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }
}
