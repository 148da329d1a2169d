import Foundation

/// The text of a changeset's or applied changes' description, in
/// ComponentKit's shape: titled groups inside braces, index paths as
/// `(section-item)` in ascending order, section ranges as `0–2`.
struct DescriptionText {
    private var lines: [String] = []

    /// The groups so far, inside braces.
    var finished: String { "{\n" + lines.joined(separator: "\n") + "\n}" }

    static func path(_ path: IndexPath) -> String {
        "(" + path.map(String.init).joined(separator: "-") + ")"
    }

    private mutating func group(_ title: String, _ entries: [String]) {
        guard !entries.isEmpty else { return }
        lines.append("  \(title): {\n" + entries.map { "    " + $0 }.joined(separator: ",\n") + "\n  }")
    }

    mutating func paths(_ title: String, _ paths: some Collection<IndexPath>) {
        group(title, paths.sortedByIndexes().map(Self.path))
    }

    mutating func models<Model>(_ title: String, _ models: [IndexPath: Model]) {
        group(title, models.keys.sortedByIndexes().map { "\(Self.path($0)): \(models[$0].map { String(describing: $0) } ?? "")" })
    }

    mutating func moves(_ title: String, _ moves: [IndexPath: IndexPath], arrow: String) {
        group(title, moves.keys.sortedByIndexes().map { "\(Self.path($0)) \(arrow) \(moves[$0].map(Self.path) ?? "")" })
    }

    mutating func sectionMoves(_ title: String, _ moves: [Int: Int], arrow: String) {
        guard !moves.isEmpty else { return }
        lines.append("  \(title): " + moves.sorted { $0.key < $1.key }.map { "\($0.key) \(arrow) \($0.value)" }.joined(separator: ", "))
    }

    /// Consecutive sections as one range, `0–1` (an en dash), as
    /// ComponentKit writes index sets.
    mutating func sections(_ title: String, _ sections: IndexSet) {
        guard !sections.isEmpty else { return }
        let ranges = sections.rangeView.map { $0.count > 1 ? "\($0.lowerBound)–\($0.upperBound - 1)" : "\($0.lowerBound)" }
        lines.append("  \(title): " + ranges.joined(separator: ", "))
    }
}
