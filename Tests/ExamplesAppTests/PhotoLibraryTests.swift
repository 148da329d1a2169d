@testable import ExamplesApp
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

/// Issue 41, item 9: a hard link in the folder to a file outside it was
/// served (it is a regular file inside the folder by its path). Files with
/// more than one name, or on another device than the folder, are refused.
extension PhotoLibraryTests {
    @Test("A hard link to a file outside the folder is refused, with the reason; so is a photo with a second name")
    func hardLinksAreRefused() throws {
        let (folder, outside) = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        #expect(link(outside.path, folder.appendingPathComponent("Linked.png").path) == 0)
        let library = try PhotoLibrary.folder(folder)
        #expect(library.photos.map(\.file) == ["Alias.png", "Harbour.png"])
        #expect(library.data(forFile: "Linked.png") == nil)
        let refusal = try #require(library.refusals.first { $0.file == "Linked.png" })
        #expect(refusal.reason.contains("2 hard links"), "\(refusal)")
        #expect(library.refusals.contains { $0.file == "passwd.jpg" && $0.reason.contains("outside the folder") })
    }

    @Test("A photo given a second name after start-up is no longer served")
    func linkedAfterStartUp() throws {
        let (folder, outside) = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let library = try PhotoLibrary.folder(folder)
        #expect(library.data(forFile: "Harbour.png") != nil)
        let elsewhere = outside.deletingLastPathComponent().appendingPathComponent("copy.png")
        #expect(link(folder.appendingPathComponent("Harbour.png").path, elsewhere.path) == 0)
        #expect(library.data(forFile: "Harbour.png") == nil)
        try FileManager.default.removeItem(at: elsewhere)
        #expect(library.data(forFile: "Harbour.png") != nil, "one name again: served again")
    }

    @Test("A file on another device than the folder is refused")
    func otherDevice() throws {
        let (folder, _) = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appendingPathComponent("Harbour.png")
        var status = stat()
        #expect(lstat(file.path, &status) == 0)
        #expect(PhotoLibrary.refusal(of: status, device: status.st_dev) == nil)
        // One machine has one device for its temporary folder: the check is on the file's own device number.
        let reason = try #require(PhotoLibrary.refusal(of: status, device: status.st_dev &+ 1))
        #expect(reason.contains("another device"))
        // A real second device when the machine has one: /dev/shm is a tmpfs, apart from /tmp on most systems.
        let shm = URL(fileURLWithPath: "/dev/shm/componentkit-photo-\(UUID().uuidString).png")
        var folderStatus = stat()
        #expect(stat(folder.path, &folderStatus) == 0)
        if FileManager.default.createFile(atPath: shm.path, contents: try Data(contentsOf: file)) {
            defer { try? FileManager.default.removeItem(at: shm) }
            var shmStatus = stat()
            if lstat(shm.path, &shmStatus) == 0, shmStatus.st_dev != folderStatus.st_dev {
                #expect(PhotoLibrary.contents(of: shm, inside: URL(fileURLWithPath: "/dev/shm"), device: folderStatus.st_dev) == nil)
                #expect(PhotoLibrary.contents(of: shm, inside: URL(fileURLWithPath: "/dev/shm"), device: shmStatus.st_dev) != nil)
            }
        }
    }
}
