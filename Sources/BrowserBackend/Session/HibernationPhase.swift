/// Where a session is in giving up its tree while idle and getting it back.
package enum HibernationPhase {
    /// The tree is live.
    case awake
    /// The tree is live, and a rebuild is being compared with it; any
    /// activity calls the hibernation off.
    case checking
    /// Only the page's description is kept; the next message wakes the session.
    case hibernated(HibernatedPage)
    /// Still without its tree, its page has spoken: the session waits for
    /// its turn to wake (the registry wakes a few at a time), its messages
    /// in the wake queue.
    case wakeQueued(HibernatedPage)
    /// The tree is being rebuilt; messages wait in the session's wake queue.
    case waking(HibernatedPage)
}
