import Foundation

/// Runs `body` with a new, empty temporary directory as the current one, so
/// samples that write `hello.png` beside the caller write there instead of
/// into the repository; returns what `body` returned and the directory.
///
/// The current directory belongs to the whole process. Callers take turns on
/// the main actor (`body` cannot suspend), no other test of the package
/// uses relative paths, and every process the tests start is given a
/// current directory of its own (a compiler started in a folder deleted
/// under it crashes asking for its working directory).
@MainActor
func inTemporaryDirectory<Result>(_ body: () throws -> Result) throws -> (result: Result, directory: URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("documentation-samples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    return (try body(), directory)
}
