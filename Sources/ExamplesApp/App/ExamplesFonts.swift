import ComponentKit
import Foundation

/// The app's own fonts: free families from Debian's packages, registered
/// with ``FontRegistry`` when the first environment is made, so both
/// backends draw them (scripts/setup-system.sh installs the packages).
///
/// A missing package is reported through `ComponentDiagnostics` and its
/// family falls back to DejaVu Sans in both backends.
enum ExamplesFonts {
    /// A serif with four faces (fonts-crosextra-caladea).
    static let serif = "Caladea"
    /// A monospace with eight weights, upright and italic (fonts-jetbrains-mono).
    static let mono = "JetBrains Mono"
    /// A display face, bold italic only (fonts-lobster).
    static let display = "Lobster Two"

    static let files: [URL] = [
        URL(filePath: "/usr/share/fonts/truetype/crosextra"),
        URL(filePath: "/usr/share/fonts/truetype/jetbrains-mono"),
        URL(filePath: "/usr/share/fonts/opentype/lobster/lobster.otf"),
    ]

    /// Registers the files once per process; later calls do nothing.
    static func register() { _ = registered }

    private static let registered: Bool = {
        for url in files {
            do {
                if url.pathExtension.isEmpty {
                    try FontRegistry.shared.register(contentsOf: url)
                } else {
                    try FontRegistry.shared.register(fileAt: url)
                }
            } catch {
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                    kind: "examples-fonts: \(url.path)", message: "the examples' fonts: \(error) (run scripts/setup-system.sh)"))
            }
        }
        return true
    }()
}
