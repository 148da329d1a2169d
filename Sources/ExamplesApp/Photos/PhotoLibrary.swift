import Foundation
#if canImport(Glibc)
import Glibc
#endif

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
    /// Only plain files that are the folder's own are taken: once links are
    /// resolved the file must be inside the folder, be a regular file, have
    /// no other name (one hard link: a second name could be a file outside
    /// the folder, such as a copy of `/etc/shadow` linked in), and be on the
    /// folder's device (not a mount inside it). Anything else is skipped and
    /// listed in ``refusals`` with the reason.
    public static func folder(_ folder: URL) throws -> PhotoLibrary {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw PhotoLibraryError.unreadableFolder(folder.path, reason: error.localizedDescription)
        }
        let root = folder.resolvingSymlinksInPath()
        var status = stat()
        guard stat(root.path, &status) == 0 else {
            throw PhotoLibraryError.unreadableFolder(folder.path, reason: String(cString: strerror(errno)))
        }
        let device = status.st_dev
        var images: [String] = []
        var refusals: [Refusal] = []
        for name in names where ["jpg", "jpeg", "png"].contains((name as NSString).pathExtension.lowercased()) {
            if let reason = refusal(for: folder.appendingPathComponent(name), inside: root, device: device) {
                refusals.append(Refusal(file: name, reason: reason))
            } else {
                images.append(name)
            }
        }
        guard !images.isEmpty else { throw PhotoLibraryError.noImages(folder.path) }
        let photos = images.enumerated().map { index, name in
            Photo(id: "\(index)", title: (name as NSString).deletingPathExtension.replacingOccurrences(of: "_", with: " "),
                  author: "Your photos", file: name)
        }
        return PhotoLibrary(photos: photos, files: Dictionary(uniqueKeysWithValues: images.map { ($0, folder.appendingPathComponent($0)) }),
                            folder: Folder(root: root, device: device), refusals: refusals)
    }

    init(photos: [Photo], files: [String: URL], folder: Folder? = nil, refusals: [Refusal] = []) {
        self.photos = photos
        self.files = files
        self.folder = folder
        self.refusals = refusals
    }

    /// The files of a folder that are not served, and why.
    public let refusals: [Refusal]

    /// The folder a library of the user's photos serves from: its path with
    /// links resolved, and its device.
    struct Folder: Sendable {
        let root: URL
        let device: dev_t
    }
    private let folder: Folder?

    /// The contents of the photo file `name`, or nil if it is not in the
    /// library (or, for a folder, no longer a plain file of its own: a file
    /// replaced by a link or given a second name after start-up is not
    /// served either). The checks are made on the opened file itself.
    public func data(forFile name: String) -> Data? {
        guard let url = files[name] else { return nil }
        guard let folder else { return FileManager.default.contents(atPath: url.path) }
        return Self.contents(of: url, inside: folder.root, device: folder.device)
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
