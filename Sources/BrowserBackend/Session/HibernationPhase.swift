/// Where a session is in giving up its tree while idle and getting it back.
enum HibernationPhase {
    /// The tree is live.
    case awake
    /// The tree is live, and a rebuild is being compared with it; any
    /// activity calls the hibernation off.
    case checking
    /// Only the page's description is kept; the next message wakes the session.
    case hibernated(HibernatedPage)
    /// The tree is being rebuilt; messages wait in the session's wake queue.
    case waking(HibernatedPage)
}
