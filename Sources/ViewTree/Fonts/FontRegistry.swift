import Foundation
import Synchronization

/// The fonts an app ships, registered at start-up and drawn by both backends.
///
/// Register TrueType (`.ttf`) and OpenType (`.otf`) files one by one, a
/// folder of them, or the ones in a resource bundle. Each file is read and
/// checked when registered: a file that is not a font, is damaged or
/// truncated, or is larger than ``maximumFileSize`` is refused with a
/// ``FontRegistrationError`` naming it, and nothing is registered. A family
/// is then named in a ``Font`` like any installed one:
///
/// ```swift
/// try FontRegistry.shared.register(contentsOf: Bundle.module.resourceURL!.appending(path: "Fonts"))
/// let title = Font(family: "Caladea", size: 22, weight: .bold)
/// ```
///
/// The raster backend adds the files to fontconfig as application fonts,
/// and the browser backend serves them to its pages with `@font-face`
/// rules, under a name made from the file's contents. Weights and italics
/// of one family resolve to the same face in both: the face fontconfig
/// picks for a weight is the one the page's rules give that weight.
///
/// A family that is neither registered nor installed is drawn in
/// ``Font/defaultFamily`` by both backends, and reported once through
/// ``ComponentDiagnostics``.
public final class FontRegistry: Sendable {
    /// The registry the backends read.
    public static let shared = FontRegistry()

    /// Files larger than this are refused: 32 MiB, more than any single face
    /// of a CJK family needs.
    public static let defaultMaximumFileSize = 32 << 20

    /// The largest file accepted, in bytes.
    public let maximumFileSize: Int

    private let state = Mutex<[RegisteredFont]>([])
    private let changes = Atomic<Int>(0)

    /// An empty registry accepting files up to `maximumFileSize` bytes.
    public init(maximumFileSize: Int = FontRegistry.defaultMaximumFileSize) {
        self.maximumFileSize = Swift.max(0, maximumFileSize)
    }

    /// Every registered face, in registration order.
    public var fonts: [RegisteredFont] { state.withLock { $0 } }

    /// The registered faces of `family` (compared without case, as
    /// fontconfig and CSS compare family names).
    public func faces(of family: String) -> [RegisteredFont] {
        let key = family.lowercased()
        return state.withLock { $0.filter { $0.family.lowercased() == key } }
    }

    /// Whether any face of `family` is registered.
    public func isRegistered(family: String) -> Bool { !faces(of: family).isEmpty }

    /// The face served as `name` (``RegisteredFont/servedName``), if registered.
    public func font(servedAs name: String) -> RegisteredFont? {
        state.withLock { $0.first { $0.servedName == name } }
    }

    /// Counts registrations: it changes whenever a face is added, so a text
    /// system knows to load the new files and forget what it measured
    /// without them.
    public var generation: Int { changes.load(ordering: .acquiring) }

    /// Registers the font file at `url` and returns its face. Registering
    /// the same contents again returns the face registered before.
    @discardableResult
    public func register(fileAt url: URL) throws(FontRegistrationError) -> RegisteredFont {
        try add([read(url)])[0]
    }

    /// Registers every `.ttf` and `.otf` file in `folder` and its subfolders,
    /// all or none: when one file is refused, none is registered.
    @discardableResult
    public func register(contentsOf folder: URL) throws(FontRegistrationError) -> [RegisteredFont] {
        let files = try fontFiles(in: folder)
        var faces: [RegisteredFont] = []
        for file in files { faces.append(try read(file)) }
        return try add(faces)
    }

    /// Registers the `.ttf` and `.otf` files of `bundle`'s resources, in
    /// `subdirectory` when given, all or none.
    @discardableResult
    public func register(
        resourcesOf bundle: Bundle, subdirectory: String? = nil
    ) throws(FontRegistrationError) -> [RegisteredFont] {
        guard let root = bundle.resourceURL else { throw .noFonts(location: bundle.bundlePath) }
        return try register(contentsOf: subdirectory.map { root.appending(path: $0) } ?? root)
    }

    // MARK: Reading files

    private func read(_ url: URL) throws(FontRegistrationError) -> RegisteredFont {
        let file = url.lastPathComponent
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: url.path) } catch {
            throw .unreadable(file: file, reason: "no such file")
        }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else { throw .unreadable(file: file, reason: "it is a folder") }
        // The size is checked before reading, so a huge file is never loaded.
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else { throw .tooLarge(file: file, byteCount: size, limit: maximumFileSize) }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(file: file, reason: "\(error.localizedDescription)") }
        guard data.count <= maximumFileSize else { throw .tooLarge(file: file, byteCount: data.count, limit: maximumFileSize) }
        let bytes = [UInt8](data)
        let face = try FontFileReader(bytes: bytes, file: file).face()
        return RegisteredFont(
            family: face.family, styleName: face.styleName, weight: Font.Weight(face.weight), isItalic: face.isItalic,
            format: face.format, fileURL: url.standardizedFileURL, data: data, contentHash: FontFileReader.contentHash(of: bytes))
    }

    private func fontFiles(in folder: URL) throws(FontRegistrationError) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadable(file: folder.lastPathComponent, reason: "no such folder")
        }
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        let files = found.filter { ["ttf", "otf"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !files.isEmpty else { throw .noFonts(location: folder.path) }
        return files
    }

    // MARK: Adding

    /// Adds `faces` unless one clashes with a registered face or another of
    /// them; faces whose contents are registered already are kept as they are.
    private func add(_ faces: [RegisteredFont]) throws(FontRegistrationError) -> [RegisteredFont] {
        let result = state.withLock { registered -> Result<([RegisteredFont], Bool), FontRegistrationError> in
            var accepted = registered
            var returned: [RegisteredFont] = []
            for face in faces {
                if let same = accepted.first(where: { $0.contentHash == face.contentHash && $0.data == face.data }) {
                    returned.append(same)
                    continue
                }
                if let clash = accepted.first(where: { Self.sameFace($0, face) }) {
                    return .failure(.duplicateFace(file: face.fileName, family: face.family, existingFile: clash.fileName))
                }
                accepted.append(face)
                returned.append(face)
            }
            let changed = accepted.count != registered.count
            registered = accepted
            return .success((returned, changed))
        }
        switch result {
        case let .success((returned, changed)):
            if changed { changes.add(1, ordering: .releasing) }
            return returned
        case let .failure(error):
            throw error
        }
    }

    private static func sameFace(_ a: RegisteredFont, _ b: RegisteredFont) -> Bool {
        a.family.lowercased() == b.family.lowercased() && a.weight == b.weight && a.isItalic == b.isItalic
    }
}
