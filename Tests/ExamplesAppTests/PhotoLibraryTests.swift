import ExamplesApp
import Foundation
import RasterBackend
import Testing
import ViewTree

/// A `--photos` folder is served without following links out of it.
@Suite("Photo library folders")
struct PhotoLibraryTests {
    /// A folder with one real photo and the tricks a hostile folder can hold.
    func makeFolder() throws -> (folder: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID().uuidString)")
        let folder = base.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = try ImageCodec.pngData(of: try Image(pixelWidth: 2, pixelHeight: 2, scale: 1, rgba: [UInt8](repeating: 90, count: 16)))
        try png.write(to: folder.appendingPathComponent("Harbour.png"))
        let outside = base.appendingPathComponent("secret.png")
        try png.write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("passwd.jpg").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("secret.png").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("up.png").path, withDestinationPath: "../secret.png")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Alias.png").path, withDestinationPath: "Harbour.png")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.jpg"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.appendingPathComponent("pipe.png").path, 0o600) == 0)
        return (folder, outside)
    }

    @Test("Links out of the folder, folders and pipes are skipped; a link inside it is served")
    func linksOutAreSkipped() throws {
        let (folder, _) = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try PhotoLibrary.folder(folder)
        #expect(library.photos.map(\.file) == ["Alias.png", "Harbour.png"])
        for name in ["passwd.jpg", "secret.png", "up.png", "folder.jpg", "pipe.png"] {
            #expect(library.data(forFile: name) == nil, "\(name) was served")
        }
        #expect(library.data(forFile: "Harbour.png") != nil)
    }

    @Test("A photo replaced by a link out of the folder after start-up is no longer served")
    func swappedForALink() throws {
        let (folder, outside) = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try PhotoLibrary.folder(folder)
        let photo = folder.appendingPathComponent("Harbour.png")
        try FileManager.default.removeItem(at: photo)
        try FileManager.default.createSymbolicLink(atPath: photo.path, withDestinationPath: outside.path)
        #expect(library.data(forFile: "Harbour.png") == nil)
    }
}
