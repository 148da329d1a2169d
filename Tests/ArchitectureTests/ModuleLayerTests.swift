import Foundation
import Testing

/// The module graph as Documentation/Architecture.md draws it: each library
/// module, and the package modules it may import. The tests read the real
/// graph from the manifest (`swift package dump-package`) and every source
/// file's `import` lines, and fail when either reaches outside this table,
/// so a backend cannot start leaning on another, nor a core module on a
/// backend, without this table (and the document) changing with it.
@Suite("Module layers: what each library module may import")
struct ModuleLayerTests {
    /// Library modules and the package modules each may use. Tools (the
    /// examples app, test support, the benchmarks and executables) sit above
    /// every layer and are not listed.
    static let allowed: [String: Set<String>] = [
        // Core: no backend, no server.
        "Flexbox": [],
        "ViewTree": [],
        "JSONWriting": [],
        "ComponentKit": ["Flexbox", "ViewTree", "JSONWriting"],
        "ComponentKitLists": ["ComponentKit", "ViewTree", "Flexbox"],
        // What both backends share.
        "CImageCodecs": [],
        "CPangoCairo": [],
        "ImageCodecs": ["ViewTree", "CImageCodecs"],
        "PangoText": ["ViewTree", "CPangoCairo"],
        // Backends: each stands on the shared modules, never on the other.
        "RasterBackend": ["ViewTree", "ImageCodecs", "PangoText", "CPangoCairo"],
        "BrowserBackend": ["ViewTree", "ComponentKit", "ImageCodecs", "PangoText", "JSONWriting"],
        // Serving sits on mirroring, never the other way round.
        "BrowserServer": ["BrowserBackend", "ViewTree", "ComponentKit", "ImageCodecs", "PangoText"],
        // Durable sessions in PostgreSQL: a store for the server, apart so a server without a database builds no client.
        "BrowserServerPostgres": ["BrowserServer"],
        // Frameworks on top of the core.
        "ComponentSnapshotTesting": ["ComponentKit", "ViewTree", "RasterBackend", "ImageCodecs", "PangoText"],
        "ContainerCollection": ["ComponentKit", "ComponentKitLists", "ViewTree", "Flexbox"],
        // Fetching screens over HTTP: the framework plus AsyncHTTPClient (outside the package's modules).
        "ContainerCollectionHTTP": ["ContainerCollection"],
        "ContainerCollectionExamples": ["ContainerCollection", "ComponentKit", "ComponentKitLists", "ViewTree", "Flexbox"],
        "FlexboxConformance": ["Flexbox"],
    ]

    /// Targets above the layers: they may use any module.
    static let tools: Set<String> = [
        "TestSupport", "BrowserTesting", "ExamplesApp", "examples", "flexbox-conformance", "benchmarks",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Every module in the manifest is in the table, and declares only what its layer allows")
    func manifestDependencies() async throws {
        let manifest = try await Manifest.load(from: Self.packageRoot)
        let modules = Set(manifest.targets.map(\.name))
        for target in manifest.targets where target.type != "test" && !Self.tools.contains(target.name) {
            guard let allowed = Self.allowed[target.name] else {
                Issue.record("\(target.name) is in Package.swift but not in ModuleLayerTests.allowed: give it a layer")
                continue
            }
            let own = Set(target.dependencies).intersection(modules)
            let outside = own.subtracting(allowed)
            #expect(outside.isEmpty, "\(target.name) depends on \(outside.sorted()), outside its layer")
        }
        for name in Self.allowed.keys {
            #expect(modules.contains(name), "ModuleLayerTests.allowed names \(name), which Package.swift lacks")
        }
    }

    @Test("No source file imports a package module its layer does not allow")
    func sourceImports() async throws {
        let manifest = try await Manifest.load(from: Self.packageRoot)
        let modules = Set(manifest.targets.map(\.name))
        var checked = 0
        for (name, allowed) in Self.allowed {
            let folder = Self.packageRoot.appendingPathComponent("Sources/\(name)")
            for file in try Self.swiftFiles(in: folder) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for module in Self.importedModules(in: text) where modules.contains(module) && module != name {
                    #expect(allowed.contains(module),
                            "\(file.path.dropFirst(Self.packageRoot.path.count + 1)) imports \(module), outside \(name)'s layer")
                }
                checked += 1
            }
        }
        #expect(checked > 300, "only \(checked) files read: is the source tree where the test expects it?")
    }

    @Test("Mirroring needs no server stack: BrowserBackend uses no other package's products, so it builds and tests without a socket")
    func browserBackendStandsWithoutTheServerStack() async throws {
        let manifest = try await Manifest.load(from: Self.packageRoot)
        let modules = Set(manifest.targets.map(\.name))
        let backend = try #require(manifest.targets.first { $0.name == "BrowserBackend" })
        #expect(Set(backend.dependencies).subtracting(modules).isEmpty,
                "BrowserBackend depends on \(Set(backend.dependencies).subtracting(modules).sorted()), from other packages")
        let server = try #require(manifest.targets.first { $0.name == "BrowserServer" })
        #expect(server.dependencies.contains("Hummingbird"))
    }

    @Test("An import outside the layer is caught (the reader of import lines works)")
    func readerCatchesImports() {
        let text = """
            import Foundation
            @testable import ViewTree
            @_exported import PangoText
            // import RasterBackend (a comment)
            import struct RasterBackend.RasterRenderer
            """
        #expect(Self.importedModules(in: text) == ["Foundation", "ViewTree", "PangoText", "RasterBackend"])
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        // A DocC catalog's tutorial files are a reader's code, not the module's.
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains(".docc/") }
    }

    /// The modules a file's `import` lines name (attributes and kinds such
    /// as `@testable` or `import struct M.T` allowed; comments skipped).
    static func importedModules(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return path.split(separator: ".").first.map(String.init)
        }
    }
}
