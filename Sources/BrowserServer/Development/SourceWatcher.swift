import Foundation

/// Notices saved changes in folders of source files by their modification
/// times, looked at a few times a second: no system watcher to set up, and
/// an editor's save-by-rename is seen as any other change.
struct SourceWatcher: Sendable {
    /// The folders watched, and their subfolders.
    let folders: [URL]
    /// The file name extensions that count.
    let extensions: Set<String>

    /// Each file's modification time, by path.
    func scan() -> [String: Date] {
        var times: [String: Date] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
        for folder in folders {
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys,
                                                             options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files where extensions.contains(file.pathExtension) {
                guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                times[file.path] = values.contentModificationDate ?? .distantPast
            }
        }
        return times
    }

    /// Waits until a file was added, removed or saved since `since`, and the
    /// saving has paused for `quiet` (an editor saving several files);
    /// returns the new times and the paths that changed.
    func nextChange(since: [String: Date], poll: Duration = .milliseconds(250),
                    quiet: Duration = .milliseconds(150)) async throws -> (times: [String: Date], changed: [String]) {
        var previous = since
        while true {
            try await Task.sleep(for: poll)
            let now = scan()
            guard now != previous else { continue }
            var settled = now
            repeat {
                previous = settled
                try await Task.sleep(for: quiet)
                settled = scan()
            } while settled != previous
            let changed = Set(settled.keys).union(since.keys).filter { settled[$0] != since[$0] }
            if !changed.isEmpty { return (settled, changed.sorted()) }
        }
    }
}
