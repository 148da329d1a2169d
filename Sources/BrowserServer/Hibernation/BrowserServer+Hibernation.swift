extension BrowserServer {
    /// How idle sessions give their view trees up, keeping only their page's
    /// description, and get them back when the page speaks again.
    ///
    /// Most of a session's memory is its tree: views, components, layouts.
    /// An idle session (no message from its page and nothing sent to it for
    /// ``idleInterval``) whose tree a fresh build of its URL reproduces
    /// exactly is hibernated: the server builds the URL's screen beside the
    /// live tree, waits up to ``settleTimeout`` for it to settle (data
    /// loading, lists preparing), and compares the two as the page would
    /// see them, view by view. Only when they match is the live tree let
    /// go. The page notices nothing: its next message rebuilds the tree,
    /// which is checked against the page again, and the message is applied
    /// to it (the rebuilt views answer to the identifiers the page knows).
    ///
    /// A session is never hibernated while its page would lose something:
    /// scrolled, typed into, or showing anything a rebuild does not; nor
    /// after a message changed a stateful component's state
    /// (``/BrowserBackend/BrowserSession/holdsChangedState``), nor when the app opts it out
    /// (``/BrowserBackend/BrowserSession/isHibernatable``). If the app's data changed while
    /// a session slept, so the rebuilt tree differs from the page, the page
    /// gets the new tree whole, and the messages that woke it are dropped.
    ///
    /// The server's `content` closure makes each rebuild, so it may run
    /// several times for one session. A hibernated session has no tree
    /// (``/BrowserBackend/BrowserSession/contentView`` is nil): code that changes sessions'
    /// trees from outside a message should change the app's data, which a
    /// rebuild reads, or skip sessions that are ``/BrowserBackend/BrowserSession/isHibernated``.
    ///
    /// ```swift
    /// var configuration = BrowserServer.Configuration()
    /// configuration.hibernation = BrowserServer.Hibernation(idleInterval: .seconds(60))
    /// ```
    public struct Hibernation: Sendable, Hashable {
        /// How long a session stays idle before it is checked for hibernation.
        public var idleInterval: Duration
        /// How long a rebuilt tree may take to settle into the page it must
        /// match: at hibernation, and again on waking.
        public var settleTimeout: Duration

        /// Hibernation after `idleInterval` (a minute by default) without
        /// activity, allowing rebuilt trees `settleTimeout` to settle.
        public init(idleInterval: Duration = .seconds(60), settleTimeout: Duration = .seconds(2)) {
            self.idleInterval = idleInterval
            self.settleTimeout = settleTimeout
        }

        /// What makes these settings unusable, if anything.
        var problem: String? {
            if idleInterval <= .zero { return "hibernation.idleInterval must be positive, not \(idleInterval)" }
            if settleTimeout <= .zero { return "hibernation.settleTimeout must be positive, not \(settleTimeout)" }
            return nil
        }
    }
}
