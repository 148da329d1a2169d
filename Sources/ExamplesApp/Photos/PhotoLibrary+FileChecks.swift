import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension PhotoLibrary {
    /// A file of a `--photos` folder that is not served, and why.
    public struct Refusal: Hashable, Sendable, CustomStringConvertible {
        /// The file's name in the folder.
        public let file: String
        /// Why it is not served.
        public let reason: String

        public var description: String { "\(file): \(reason)" }
    }

    /// Why `file` is not a plain file of the folder whose resolved path is
    /// `root` on `device`, or nil if it is. Links are resolved first: a link
    /// to a file inside the folder is served under both names.
    static func refusal(for file: URL, inside root: URL, device: dev_t) -> String? {
        let resolved = file.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else {
            return "it leads outside the folder (to \(resolved.path))"
        }
        var status = stat()
        guard lstat(resolved.path, &status) == 0 else { return "it cannot be read (\(String(cString: strerror(errno))))" }
        return refusal(of: status, device: device)
    }

    /// Why a file with `status` is not a plain file of a folder on `device`, or nil.
    static func refusal(of status: stat, device: dev_t) -> String? {
        guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        // A second name may live anywhere on the device: the file may be one the folder's owner never meant to share.
        guard status.st_nlink == 1 else { return "it has \(status.st_nlink) hard links (a photo must have one name only)" }
        guard status.st_dev == device else { return "it is on another device than the folder (a mount inside it)" }
        return nil
    }

    /// The bytes of `file` if, opened, it is still a plain file of the
    /// folder: the checks are made on the open file, so a name swapped for
    /// a link or given a second name after start-up is not read.
    static func contents(of file: URL, inside root: URL, device: dev_t) -> Data? {
        let resolved = file.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else { return nil }
        // No following a last-moment link, and no waiting on a FIFO put in the file's place.
        let descriptor = open(resolved.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, refusal(of: status, device: device) == nil else { return nil }
        return try? handle.readToEnd() ?? Data()
    }
}
