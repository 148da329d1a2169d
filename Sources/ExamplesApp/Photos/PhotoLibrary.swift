import Foundation

/// The photos the app serves: the sample set shipped with it, or the JPEG and
/// PNG files of a folder given with `--photos`.
public struct PhotoLibrary: Sendable {
    /// Every photo, in display order.
    public let photos: [Photo]
    /// Where each photo's file is.
    private let files: [String: URL]

    /// The sample photos shipped in the app's resources.
    public static func samples() throws -> PhotoLibrary {
        guard let catalog = Bundle.module.url(forResource: "photos", withExtension: "json", subdirectory: "Resources/Photos") else {
            throw PhotoLibraryError.missingSamples
        }
        let photos = try JSONDecoder().decode([Photo].self, from: Data(contentsOf: catalog))
        let folder = catalog.deletingLastPathComponent()
        return PhotoLibrary(photos: photos, files: Dictionary(uniqueKeysWithValues: photos.map { ($0.file, folder.appendingPathComponent($0.file)) }))
    }

    /// The JPEG and PNG files of `folder`, titled by their names.
    ///
    /// Only regular files that are inside the folder once links are
    /// resolved are taken: a link to a file elsewhere (`/etc/passwd`, say)
    /// is skipped, and so is anything that is not a plain file.
    public static func folder(_ folder: URL) throws -> PhotoLibrary {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw PhotoLibraryError.unreadableFolder(folder.path, reason: error.localizedDescription)
        }
        let root = folder.resolvingSymlinksInPath()
        let images = names.filter {
            ["jpg", "jpeg", "png"].contains(($0 as NSString).pathExtension.lowercased())
                && Self.isRegularFile(folder.appendingPathComponent($0), inside: root)
        }
        guard !images.isEmpty else { throw PhotoLibraryError.noImages(folder.path) }
        let photos = images.enumerated().map { index, name in
            Photo(id: "\(index)", title: (name as NSString).deletingPathExtension.replacingOccurrences(of: "_", with: " "),
                  author: "Your photos", file: name)
        }
        return PhotoLibrary(photos: photos, files: Dictionary(uniqueKeysWithValues: images.map { ($0, folder.appendingPathComponent($0)) }),
                            root: root)
    }

    /// Whether `file`, with every link resolved, is a regular file directly
    /// or indirectly inside `root` (itself resolved).
    static func isRegularFile(_ file: URL, inside root: URL) -> Bool {
        let resolved = file.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/"),
              let attributes = try? FileManager.default.attributesOfItem(atPath: resolved.path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return false }
        return true
    }

    init(photos: [Photo], files: [String: URL], root: URL? = nil) {
        self.photos = photos
        self.files = files
        self.root = root
    }

    /// The folder a library of the user's photos serves from, links resolved.
    private let root: URL?

    /// The contents of the photo file `name`, or nil if it is not in the
    /// library (or, for a folder, no longer a regular file inside it: a file
    /// replaced by a link after start-up is not followed either).
    public func data(forFile name: String) -> Data? {
        guard let url = files[name] else { return nil }
        if let root, !Self.isRegularFile(url, inside: root) { return nil }
        return FileManager.default.contents(atPath: url.path)
    }

    /// The catalog as JSON, as the app's `/photos.json` endpoint serves it.
    public func catalogJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(photos)
    }
}

/// Why the photo library could not be opened.
public enum PhotoLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The sample photos are missing from the app's resources.
    case missingSamples
    /// The folder given with `--photos` could not be read.
    case unreadableFolder(String, reason: String)
    /// The folder has no JPEG or PNG files.
    case noImages(String)

    public var description: String {
        switch self {
        case .missingSamples: "the sample photos are missing from the app's resources"
        case let .unreadableFolder(path, reason): "cannot read the photo folder \(path): \(reason)"
        case let .noImages(path): "the photo folder \(path) has no .jpg, .jpeg or .png files"
        }
    }
}
