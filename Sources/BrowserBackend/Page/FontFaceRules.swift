import Foundation
import PangoText
import ViewTree

/// The `@font-face` rules that give a page the fonts registered with
/// ``/ViewTree/FontRegistry``: one rule per face, served from `/fonts/`
/// under its content hash.
///
/// Each face's weight range holds the weights for which fontconfig picks
/// that face among its family's (in the same style), so the page and the
/// raster backend draw every weight with the same face. `font-display:
/// block` keeps text that needs a face still loading invisible rather than
/// drawn in a fallback, so no text is ever painted in a face the server did
/// not measure; on loopback a face loads in a few milliseconds.
package enum FontFaceRules {
    /// The rules for `fonts`.
    package static func css(for fonts: [RegisteredFont]) -> String {
        var families: [String: [RegisteredFont]] = [:]
        var order: [String] = []
        for font in fonts {
            let key = font.family.lowercased()
            if families[key] == nil { order.append(key) }
            families[key, default: []].append(font)
        }
        var css = ""
        for key in order {
            let faces = families[key] ?? []
            for italic in [false, true] {
                let style = faces.filter { $0.isItalic == italic }
                let ranges = PangoFontFamilies.cssWeightRanges(for: style.map(\.weight.rawValue))
                for face in style {
                    guard let range = ranges[face.weight.rawValue] else { continue }
                    css += "@font-face { font-family: \"\(cssString(face.family))\"; src: url(\"/fonts/\(face.servedName)\") "
                    css += "format(\"\(face.format == .openType ? "opentype" : "truetype")\"); "
                    css += "font-weight: \(range.lowerBound) \(range.upperBound); font-style: \(italic ? "italic" : "normal"); "
                    css += "font-display: block; }\n"
                }
            }
        }
        return css
    }

    /// A family name inside a double-quoted CSS string, where it cannot end
    /// the string, the rule or the style element.
    static func cssString(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "{", "}", ";": escaped += "\\\(String(scalar.value, radix: 16)) "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\\(String(scalar.value, radix: 16)) "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
