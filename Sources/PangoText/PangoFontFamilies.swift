import CPangoCairo
import Foundation
import Synchronization
import ViewTree

/// Which family text in a ``/ViewTree/Font`` is drawn in, decided once for
/// both backends: a registered family, an installed one, or, for a family
/// that is neither, ``/ViewTree/Font/defaultFamily`` (reported once through
/// ``/ViewTree/ComponentDiagnostics``).
///
/// It also hands the files registered with ``/ViewTree/FontRegistry`` to
/// fontconfig as application fonts, so Pango finds them like installed ones.
package enum PangoFontFamilies {
    private struct State {
        var generation = -1
        var resolved: [String: String] = [:]
        var filesAdded: Set<String> = []
    }

    private static let state = Mutex(State())

    /// CSS's generic families, which fontconfig knows as aliases rather
    /// than families: each resolves to the family fontconfig picks for it,
    /// so the browser is sent that family, not its own idea of the alias.
    static let genericFamilies: Set<String> = ["sans-serif", "serif", "monospace", "sans", "mono", "system-ui"]

    /// The family `family` is drawn in by both backends.
    package static func resolved(_ family: String) -> String {
        let generation = FontRegistry.shared.generation
        if let known = state.withLock({ $0.generation == generation ? $0.resolved[family] : nil }) { return known }
        let registered = addRegisteredFonts()
        let answer: String
        if FontRegistry.shared.isRegistered(family: family) {
            answer = family
        } else if genericFamilies.contains(family.lowercased()) {
            answer = matchedFamily(for: family) ?? Font.defaultFamily
        } else if isInstalled(family) {
            answer = family
        } else {
            answer = Font.defaultFamily
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                kind: "font-fallback: \(family)",
                message: "font family \"\(family)\" is neither registered with FontRegistry nor installed; "
                    + "both backends draw its text in \(Font.defaultFamily). Register its files at start-up "
                    + "(FontRegistry.shared.register(contentsOf:)) or install it."))
        }
        state.withLock { state in
            if state.generation != registered { state = State(generation: registered, resolved: [:], filesAdded: state.filesAdded) }
            state.resolved[family] = answer
        }
        return answer
    }

    /// The family list Pango draws `family` with: the resolved family, then
    /// the default family, as the page's CSS lists them (`"Caladea", "DejaVu
    /// Sans", sans-serif`). A character the family lacks is looked for in
    /// the default family first in both backends, and only then in the
    /// fonts fontconfig suggests (CJK, emoji), which Chromium asks too.
    package static func fallbackList(for family: String) -> String {
        let resolved = resolved(family)
        return resolved == Font.defaultFamily ? resolved : resolved + "," + Font.defaultFamily
    }

    /// Adds the registry's files fontconfig does not have yet as application
    /// fonts; returns the registry generation they reflect. Files fontconfig
    /// cannot load are reported once each.
    @discardableResult
    package static func addRegisteredFonts() -> Int {
        let generation = FontRegistry.shared.generation
        let fonts = FontRegistry.shared.fonts
        state.withLock { state in
            for font in fonts where !state.filesAdded.contains(font.fileURL.path) {
                state.filesAdded.insert(font.fileURL.path)
                if FcConfigAppFontAddFile(nil, font.fileURL.path) == 0 {
                    ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                        kind: "font-file: \(font.fileURL.path)",
                        message: "fontconfig could not load the registered font file \(font.fileName) (\(font.family)); "
                            + "the raster backend draws its text in a fallback family."))
                }
            }
        }
        return generation
    }

    private static func isInstalled(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    private static func matchedFamily(for family: String) -> String? {
        guard let pattern = FcNameParse(family) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }

    /// The CSS weight ranges that make a page pick, for every weight, the
    /// face fontconfig picks among faces of `weights`: each face takes the
    /// weights nearer to it than to its neighbours on fontconfig's scale
    /// (which is not linear in CSS weights: 500 to 600 is a long way).
    package static func cssWeightRanges(for weights: [Int]) -> [Int: ClosedRange<Int>] {
        let sorted = Array(Set(weights)).sorted()
        guard !sorted.isEmpty else { return [:] }
        var bounds: [Int] = [1]
        for (lower, upper) in zip(sorted, sorted.dropFirst()) {
            let middle = (FcWeightFromOpenTypeDouble(Double(lower)) + FcWeightFromOpenTypeDouble(Double(upper))) / 2
            // The last CSS weight still nearer the lighter face.
            var boundary = lower
            while boundary + 1 < upper, FcWeightFromOpenTypeDouble(Double(boundary + 1)) <= middle { boundary += 1 }
            bounds.append(boundary + 1)
        }
        bounds.append(1001)
        var ranges: [Int: ClosedRange<Int>] = [:]
        for (index, weight) in sorted.enumerated() { ranges[weight] = bounds[index]...(bounds[index + 1] - 1) }
        return ranges
    }
}
