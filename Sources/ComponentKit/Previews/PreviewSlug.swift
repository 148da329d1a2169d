import Foundation

/// Turns names into URL-safe identifiers: lowercase ASCII letters and
/// digits, every other run of characters one `-`, none at either end;
/// accents are dropped first ("Kākāpō card" is `kakapo-card`).
enum PreviewSlug {
    static func make(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug
    }
}
