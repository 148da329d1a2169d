// Line helpers shared by the region and block parsers. Only spaces count as
// indentation: the project's Swift and Markdown indent with spaces.

extension String {
    /// The line without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        String(drop(while: \.isLineSpace).reversed().drop(while: \.isLineSpace).reversed())
    }

    /// The line without trailing spaces, tabs and carriage returns.
    func trimmingTrailingWhitespace() -> String {
        String(reversed().drop(while: { $0.isLineSpace || $0 == "\r" }).reversed())
    }

    /// How many spaces the line starts with.
    var leadingSpaces: Int { prefix(while: { $0 == " " }).count }
}

extension Array where Element == String {
    /// The lines without blank lines at either end.
    func trimmingBlankEnds() -> [String] {
        let isBlank: (String) -> Bool = { $0.trimmingWhitespace().isEmpty }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return [] }
        return Array(self[first...last])
    }
}

extension Character {
    fileprivate var isLineSpace: Bool { self == " " || self == "\t" }
}
