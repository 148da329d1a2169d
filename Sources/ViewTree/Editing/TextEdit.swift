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
