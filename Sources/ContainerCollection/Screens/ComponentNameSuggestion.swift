/// The registered component name a misspelt one most likely meant.
enum ComponentNameSuggestion {
    /// The name in `candidates` within a small edit distance of `name`
    /// (a third of its length, at least 1, at most 3), the closest first;
    /// nil when none is that close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        // Server names are short; longer ones are not worth comparing letter by letter.
        guard name.count <= 64 else { return nil }
        let limit = Swift.min(3, Swift.max(1, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate.count <= 64 {
            let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, one row at a time.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for (i, x) in a.enumerated() {
            current[0] = i + 1
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
