import Foundation

/// Font files for tests, from Debian's font packages (scripts/setup-system.sh
/// installs them), and copies renamed so that fontconfig knows them only
/// once they are registered.
public enum FontFixtures {
    /// Caladea (serif; regular, bold, italic, bold italic), from fonts-crosextra-caladea.
    public static let caladeaFolder = URL(filePath: "/usr/share/fonts/truetype/crosextra")
    /// JetBrains Mono (monospace; eight weights, each upright and italic), from fonts-jetbrains-mono.
    public static let jetBrainsMonoFolder = URL(filePath: "/usr/share/fonts/truetype/jetbrains-mono")
    /// Lobster Two bold italic (a display face; OpenType), from fonts-lobster.
    public static let lobster = URL(filePath: "/usr/share/fonts/opentype/lobster/lobster.otf")
    /// DejaVu Sans Mono, from fonts-dejavu-core.
    public static let dejaVuSansMono = URL(filePath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")

    /// A copy of DejaVu Sans Mono in a new temporary folder whose family is
    /// `family` (exactly 16 ASCII characters, the length of "DejaVu Sans
    /// Mono"): no installed font has that name, so text in it falls back
    /// until the copy is registered. The `name` table's strings are
    /// rewritten in place; checksums are not, which FreeType ignores.
    public static func renamedMonoCopy(family: String) throws -> URL {
        precondition(family.utf8.count == 16 && family.allSatisfy(\.isASCII), "the family must be 16 ASCII characters")
        var bytes = [UInt8](try Data(contentsOf: dejaVuSansMono))
        let old = Array("DejaVu Sans Mono".utf8), new = Array(family.utf8)
        replace(&bytes, old, new)
        replace(&bytes, old.flatMap { [0, $0] }, new.flatMap { [0, $0] })
        let folder = FileManager.default.temporaryDirectory.appending(path: "ck-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: family.replacingOccurrences(of: " ", with: "") + ".ttf")
        try Data(bytes).write(to: file)
        return file
    }

    private static func replace(_ bytes: inout [UInt8], _ old: [UInt8], _ new: [UInt8]) {
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index] == old[0], Array(bytes[index..<(index + old.count)]) == old {
                bytes.replaceSubrange(index..<(index + old.count), with: new)
                index += old.count
            } else {
                index += 1
            }
        }
    }
}
