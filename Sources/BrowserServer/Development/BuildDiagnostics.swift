/// Reads the compiler's messages out of a build's output.
enum BuildDiagnostics {
    /// The `file:line:column: severity: message` lines of `output`, errors
    /// first, each once (the compiler repeats a message for every file
    /// that includes it); files under `packagePath` are written relative to it.
    static func parse(_ output: String, packagePath: String) -> [DevelopmentStatus.Diagnostic] {
        var seen: Set<DevelopmentStatus.Diagnostic> = []
        var diagnostics: [DevelopmentStatus.Diagnostic] = []
        let prefix = packagePath.hasSuffix("/") ? packagePath : packagePath + "/"
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = diagnostic(in: Substring(line), relativeTo: prefix), seen.insert(diagnostic).inserted else { continue }
            diagnostics.append(diagnostic)
        }
        let rank = ["error": 0, "warning": 1, "note": 2]
        return diagnostics.enumerated().sorted { a, b in
            let (ra, rb) = (rank[a.element.severity, default: 3], rank[b.element.severity, default: 3])
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    /// One message, if `line` is one: `/path/File.swift:12:5: error: message`.
    private static func diagnostic(in line: Substring, relativeTo prefix: String) -> DevelopmentStatus.Diagnostic? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]), let column = Int(location[location.count - 1]),
                  lineNumber > 0, column > 0
            else { return nil }
            var file = location.dropLast(2).joined(separator: ":")
            if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
            return DevelopmentStatus.Diagnostic(file: file, line: lineNumber, column: column, severity: severity,
                                                message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
