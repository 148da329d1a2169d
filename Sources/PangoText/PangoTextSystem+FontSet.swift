import CPangoCairo
import Foundation
import ViewTree

extension PangoTextSystem {
    /// Names the fonts text is drawn with, for file names of reference
    /// images: `dejavu-2.37` for Debian's DejaVu Sans 2.37. Images drawn
    /// with another font set differ, so their references must too.
    public static let fontSetTag: String = {
        guard let pattern = FcNameParse(Font.defaultFamily) else { return "fonts-unknown" }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return "fonts-unknown" }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>?
        var version: Int32 = 0
        FcPatternGetString(match, FC_FAMILY, 0, &family)
        FcPatternGetInteger(match, FC_FONTVERSION, 0, &version)
        let name = family.map { String(cString: $0) } ?? "unknown"
        let slug = name.lowercased().split(separator: " ").first.map(String.init) ?? "unknown"
        // Font versions are 16.16 fixed point: 2.37 is 0x25EB8.
        let major = version >> 16
        let minor = Int((Double(version & 0xFFFF) / 65536 * 100).rounded())
        return "\(slug)-\(major).\(String(format: "%02d", minor))"
    }()
}
