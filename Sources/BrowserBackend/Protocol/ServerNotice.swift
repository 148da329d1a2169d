import JSONWriting
import ViewTree

/// Something the server tells a page besides the tree: why it refused or
/// trimmed what the page made it hold. The page logs it (`console.warn`)
/// and keeps the latest in `window.__ck.notices`.
///
/// `{"t":"notice","reason":"an edit of 5,000 UTF-16 units … is over its limit of 4,032"}`
struct ServerNotice: Hashable, Sendable {
    /// What happened and why, in words for the person reading the console.
    let reason: String

    /// The notice as the message the page reads.
    var message: String {
        var json = JSONWriter(capacity: 32 + reason.utf8.count)
        json.beginObject()
        json.key("t")
        json.string("notice")
        json.key("reason")
        json.string(reason)
        json.endObject()
        return json.text
    }
}
