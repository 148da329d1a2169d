extension ClientMessage {
    /// About how many bytes the message holds while it waits (in a waking
    /// session's queue): the value itself and the text it carries.
    var heldBytes: Int {
        let carried = switch self {
        case let .edit(_, text, _, _): text.utf8.count
        case let .key(event, _): event.key.rawValue.utf8.count
        case let .navigate(location): location.description.utf8.count
        case let .authenticate(token), let .confirmToken(token): token.utf8.count
        case .pointer, .tick, .scroll, .viewport, .select, .focus, .blur, .link, .debugOutlines, .traits: 0
        }
        return MemoryLayout<ClientMessage>.stride + carried
    }

    /// Whether applying the message may change what the session's inputs
    /// hold: an edit, a key, a tap or a navigation (which may close a screen
    /// with inputs). Pointer moves, scrolls and the like cannot, and are not
    /// worth a walk of the tree.
    var mayChangeHeldBytes: Bool {
        switch self {
        case .edit, .key, .navigate, .link: true
        case let .pointer(phase, _, _, _): phase == .up || phase == .cancel
        case .tick, .scroll, .viewport, .select, .focus, .blur, .debugOutlines, .traits, .authenticate, .confirmToken: false
        }
    }
}
