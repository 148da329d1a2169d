import Foundation
import TestSupport
import Testing
import ViewTree

@Suite("FontRegistry: app fonts read, checked and refused by file")
struct FontRegistryTests {
    @Test("A folder of a family's files registers each face with its weight and slant")
    func caladeaFolder() throws {
        let registry = FontRegistry()
        let faces = try registry.register(contentsOf: FontFixtures.caladeaFolder)
        #expect(faces.count == 4)
        let described = Set(faces.map { "\($0.family) \($0.weight.rawValue) \($0.isItalic)" })
        #expect(described == ["Caladea 400 false", "Caladea 700 false", "Caladea 400 true", "Caladea 700 true"])
        #expect(faces.allSatisfy { $0.format == .trueType && $0.contentHash.count == 16 })
        #expect(registry.faces(of: "caladea").count == 4, "family names compare without case")
        #expect(registry.generation == 1)
    }

    @Test("The typographic family groups a family's many weights; OpenType files register as such")
    func typographicFamilyAndOpenType() throws {
        let registry = FontRegistry()
        let mono = try registry.register(contentsOf: FontFixtures.jetBrainsMonoFolder)
        #expect(Set(mono.map(\.family)) == ["JetBrains Mono"])
        #expect(Set(mono.map(\.weight.rawValue)) == [100, 200, 300, 400, 500, 600, 700, 800])
        #expect(mono.filter(\.isItalic).count == 8)
        let lobster = try registry.register(fileAt: FontFixtures.lobster)
        // Debian's lobster.otf is Lobster Two's bold italic face.
        #expect(lobster.family == "Lobster Two" && lobster.weight == .bold && lobster.isItalic)
        #expect(lobster.format == .openType && lobster.servedName.hasSuffix(".otf"))
        #expect(registry.font(servedAs: lobster.servedName) == lobster)
        #expect(registry.font(servedAs: "../../etc/passwd") == nil)
    }

    @Test("The same file registered twice is one face, and changes nothing the second time")
    func sameFileTwice() throws {
        let registry = FontRegistry()
        let first = try registry.register(fileAt: FontFixtures.lobster)
        let second = try registry.register(fileAt: FontFixtures.lobster)
        #expect(first == second)
        #expect(registry.fonts.count == 1 && registry.generation == 1)
    }

    @Test("A file that is not a font is refused by name, and nothing is registered")
    func notAFont() throws {
        let folder = try Self.temporaryFolder()
        let file = folder.appending(path: "readme.ttf")
        try Data("This is not a font, only a name that says so.".utf8).write(to: file)
        let registry = FontRegistry()
        #expect(throws: FontRegistrationError.notAFont(file: "readme.ttf", detail: "it starts with 54 68 69 73 rather than a font signature")) {
            try registry.register(fileAt: file)
        }
        #expect(registry.fonts.isEmpty && registry.generation == 0)
    }

    @Test("A truncated font is refused: its tables run past the end of the file")
    func truncated() throws {
        let folder = try Self.temporaryFolder()
        let file = folder.appending(path: "Half.ttf")
        let whole = try Data(contentsOf: FontFixtures.dejaVuSansMono)
        try whole.prefix(whole.count / 2).write(to: file)
        let registry = FontRegistry()
        do {
            try registry.register(fileAt: file)
            Issue.record("a truncated file was registered")
        } catch {
            guard case let .truncated(name, detail) = error else { Issue.record("wrong error: \(error)"); return }
            #expect(name == "Half.ttf")
            #expect(detail.contains("runs to byte") && detail.contains("the file has \(whole.count / 2)"))
            #expect("\(error)".hasPrefix("font file Half.ttf is damaged or truncated"))
        }
        #expect(registry.fonts.isEmpty)
    }

    @Test("A file over the size limit is refused before it is read")
    func tooLarge() throws {
        let registry = FontRegistry(maximumFileSize: 10_000)
        let size = try Data(contentsOf: FontFixtures.lobster).count
        #expect(throws: FontRegistrationError.tooLarge(file: "lobster.otf", byteCount: size, limit: 10_000)) {
            try registry.register(fileAt: FontFixtures.lobster)
        }
        #expect(registry.fonts.isEmpty)
    }

    @Test("Collections and web fonts are refused with what they are")
    func unsupportedFormats() throws {
        let folder = try Self.temporaryFolder()
        let registry = FontRegistry()
        for (name, signature, format) in [("Set.ttc", "ttcf", "font collection"), ("Web.otf", "wOF2", "web font (WOFF2)")] {
            let file = folder.appending(path: name)
            try Data((signature + String(repeating: "\0", count: 60)).utf8).write(to: file)
            #expect(throws: FontRegistrationError.unsupportedFormat(file: name, format: format)) { try registry.register(fileAt: file) }
        }
    }

    @Test("A folder with one bad file registers none of its files")
    func folderAllOrNone() throws {
        let folder = try Self.temporaryFolder()
        try FileManager.default.copyItem(at: FontFixtures.lobster, to: folder.appending(path: "Lobster.otf"))
        try Data("junk".utf8).write(to: folder.appending(path: "Zzz.ttf"))
        let registry = FontRegistry()
        #expect(throws: FontRegistrationError.notAFont(file: "Zzz.ttf", detail: "4 bytes is too short for a font header")) {
            try registry.register(contentsOf: folder)
        }
        #expect(registry.fonts.isEmpty && registry.generation == 0)
    }

    @Test("Missing files, folders without fonts and a second file for a registered face are refused")
    func otherRefusals() throws {
        let registry = FontRegistry()
        let missing = URL(filePath: "/nonexistent/Nope.ttf")
        #expect(throws: FontRegistrationError.unreadable(file: "Nope.ttf", reason: "no such file")) { try registry.register(fileAt: missing) }
        let empty = try Self.temporaryFolder()
        #expect(throws: FontRegistrationError.noFonts(location: empty.path)) { try registry.register(contentsOf: empty) }
        try registry.register(fileAt: FontFixtures.lobster)
        // Another file claiming the same family, weight and style.
        let copy = empty.appending(path: "LobsterAgain.otf")
        var bytes = try Data(contentsOf: FontFixtures.lobster)
        bytes.append(0)
        try bytes.write(to: copy)
        #expect(throws: FontRegistrationError.duplicateFace(file: "LobsterAgain.otf", family: "Lobster Two", existingFile: "lobster.otf")) {
            try registry.register(fileAt: copy)
        }
        #expect(registry.fonts.count == 1)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "ck-font-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
