import ViewTree

/// What a renderer's canvas shows of a committed window: enough to tell
/// whether the next transaction can be drawn as damage over it.
struct RetainedFrame {
    /// The window drawn, and its root view (identifiers are never reused,
    /// so a window made at a freed one's address is told apart).
    let window: ObjectIdentifier
    let root: ViewID
    /// The latest transaction drawn: the next must follow it directly.
    var transactionNumber: Int
    /// The traits the frame was drawn with; built-in chrome resolves its
    /// colours from them at drawing time.
    var traits: TraitCollection
}
