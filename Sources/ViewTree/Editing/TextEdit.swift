/// One change to editable text, as editing events report it: the range of
/// character offsets replaced (in the text before the edit), what it held,
/// and what replaced it.
public struct TextEdit: Hashable, Sendable {
    /// The replaced range, in character offsets of the text before the edit.
    public var range: Range<Int>
    /// The text that was in `range`.
    public var removed: String
    /// The text now in its place.
    public var inserted: String

    /// An edit.
    public init(range: Range<Int>, removed: String, inserted: String) {
        self.range = range
        self.removed = removed
        self.inserted = inserted
    }
}

extension TextEdit {
    /// The smallest edit that turns `old` into `new` (one replaced range
    /// between their common start and end), or nil when they are equal.
    public init?(from old: [Character], to new: [Character]) {
        guard old != new else { return nil }
        let shorter = Swift.min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let range = prefix..<(old.count - suffix)
        self.init(range: range, removed: String(old[range]), inserted: String(new[prefix..<(new.count - suffix)]))
    }
}
