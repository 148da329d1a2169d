/// A marked part of a sample file: the code one documentation block shows.
///
/// ```swift
/// // sample: readme-hello
/// import RasterBackend
/// // sample-hide
/// @MainActor func readmeHello() throws {
///     // sample-show
///     let window = Window(size: CGSize(width: 390, height: 120))
///     // sample-hide
/// }
/// // end-sample
/// ```
///
/// The region's text is its lines outside `sample-hide` … `sample-show`
/// stretches; each shown stretch loses the indentation of the marker that
/// opened it (`// sample:` or `// sample-show`), so a function body reads as
/// top-level code next to the imports above it.
struct SampleRegion: Equatable {
    /// The name documentation markers use.
    let name: String
    /// The sample file, relative to the repository's root.
    let file: String
    /// The line of the `// sample:` marker, from 1.
    let line: Int
    /// What the documentation block must show, line by line.
    let lines: [String]

    /// Ends the line of a type the doc shows as `@main` (an executable's
    /// entry point, which a test target cannot have: it has its own).
    static let mainMarker = "// sample-main"

    /// A mistake in a sample file's markers.
    struct MarkerError: Error, Equatable {
        let file: String
        let line: Int
        let message: String
    }

    /// The regions of a sample file, and the mistakes in its markers.
    static func regions(in text: String, file: String) -> (regions: [SampleRegion], errors: [MarkerError]) {
        var regions: [SampleRegion] = []
        var errors: [MarkerError] = []
        var open: (name: String, line: Int, lines: [String], hidden: Bool, indentation: Int)?

        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let number = index + 1
            let trimmed = raw.trimmingWhitespace()
            let indentation = raw.leadingSpaces
            if let name = trimmed.value(after: "// sample:") {
                if let current = open {
                    errors.append(MarkerError(file: file, line: number, message:
                        "`// sample: \(name)` starts inside region \"\(current.name)\" (opened at line \(current.line)): "
                        + "close that one with `// end-sample` first; regions do not nest."))
                }
                guard !name.isEmpty, !name.contains(" ") else {
                    errors.append(MarkerError(file: file, line: number, message:
                        "`\(trimmed)` needs one name without spaces, e.g. `// sample: readme-hello`."))
                    open = nil
                    continue
                }
                open = (name, number, [], false, indentation)
            } else if trimmed == "// end-sample" {
                guard let current = open else {
                    errors.append(MarkerError(file: file, line: number, message:
                        "`// end-sample` closes no region: add `// sample: NAME` above the code it ends, or delete it."))
                    continue
                }
                regions.append(SampleRegion(name: current.name, file: file, line: current.line,
                                            lines: current.lines.trimmingBlankEnds()))
                open = nil
            } else if trimmed == "// sample-hide" {
                guard open != nil, open?.hidden == false else {
                    errors.append(MarkerError(file: file, line: number, message: open == nil
                        ? "`// sample-hide` is outside any region: move it between `// sample: NAME` and `// end-sample`."
                        : "`// sample-hide` inside a hidden stretch: add `// sample-show` before it."))
                    continue
                }
                open?.hidden = true
            } else if trimmed == "// sample-show" {
                guard open != nil, open?.hidden == true else {
                    errors.append(MarkerError(file: file, line: number, message: open == nil
                        ? "`// sample-show` is outside any region: move it between `// sample: NAME` and `// end-sample`."
                        : "`// sample-show` without a `// sample-hide` before it: delete it."))
                    continue
                }
                open?.hidden = false
                open?.indentation = indentation
            } else if let current = open, !current.hidden {
                var stripped = raw.trimmingTrailingWhitespace()
                if stripped.hasSuffix(Self.mainMarker) {
                    // A test target cannot hold a second entry point: the doc shows `@main`, the code leaves it out.
                    let code = String(stripped.dropLast(Self.mainMarker.count)).trimmingTrailingWhitespace()
                    stripped = String(repeating: " ", count: code.leadingSpaces) + "@main " + code.trimmingWhitespace()
                }
                if !stripped.isEmpty, stripped.leadingSpaces < current.indentation {
                    errors.append(MarkerError(file: file, line: number, message:
                        "This line of region \"\(current.name)\" is indented less than the marker that shows it "
                        + "(\(current.indentation) spaces): indent the marker as the code it shows."))
                }
                open?.lines.append(String(stripped.dropFirst(min(current.indentation, stripped.leadingSpaces))))
            }
        }
        if let current = open {
            errors.append(MarkerError(file: file, line: current.line, message:
                "Region \"\(current.name)\" has no `// end-sample`: add one after the last line the documentation shows."))
        }
        return (regions, errors)
    }
}

extension String {
    /// The rest of the line after `prefix`, trimmed, or nil when the line does not start with it.
    fileprivate func value(after prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)).trimmingWhitespace() : nil
    }
}
