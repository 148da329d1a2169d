import ComponentKit
import Foundation
import PangoText
import Synchronization
import ViewTree

/// One browser's view tree on the server: a window sized to the browser's
/// viewport, the content the app made for it, and the channel its
/// transactions go out on.
///
/// The session outlives its connection for a grace period, so a client that
/// reconnects gets the same tree back (re-mounted in full).
///
/// The window's traits follow the page: its colour scheme, contrast,
/// reduced motion and transparency, text size, pixel ratio and language
/// (``browserTraits``, live), with the app's ``traitOverrides`` on top.
@MainActor
public final class BrowserSession {
    /// The session's identifier, random and unguessable.
    nonisolated public let id: String
    /// The secrets that open the session's next connection.
    var tokens: ReconnectTokens
    /// The address of the client that opened the session, for the per-address limit.
    package let clientAddress: String
    /// The window mirrored into the browser.
    public let window: Window
    package let images: SessionImages
    /// Mutations are recorded only while a client is connected: a connection
    /// starts with the whole tree (``connect(_:)``), so nothing else is needed.
    var outbound: OutboundQueue? {
        didSet { window.recordsMutations = outbound != nil }
    }
    private let maximumQueuedBytes: Int
    /// Makes the app's content for this session: at the start, and again
    /// when the session wakes from hibernation.
    let makeContent: @MainActor (BrowserSession) -> View
    /// Whether the session is awake, being checked for hibernation,
    /// hibernated or waking.
    package var hibernationPhase = HibernationPhase.awake {
        didSet { if let entry = tallyEntry, entry.hibernated != isHibernated { retally() } }
    }
    /// Client messages that arrived while the session woke, applied once it has.
    var wakeQueue: [ClientMessage] = [] {
        didSet { if wakeQueue.isEmpty, !oldValue.isEmpty { wakeQueueBytes = 0 } }
    }
    /// Bytes the wake queue holds (see ``ClientMessage/heldBytes``).
    var wakeQueueBytes = 0
    /// Bytes the client has made the session hold, as last measured (after
    /// every message that can change them): its inputs' texts and undo
    /// histories and its wake queue. At most ``maximumSessionBytes``, bar
    /// what the app itself put in its inputs.
    package var heldBytes = 0
    /// The session's memory budget (``SessionLimits/maximumSessionBytes``).
    let maximumSessionBytes: Int
    /// Edits and typed keys refused for an input's limit or the memory budget.
    public internal(set) var refusedEdits = 0
    /// Undo steps forgotten to keep the session within its memory budget.
    public internal(set) var trimmedUndoSteps = 0
    /// Logs a notice the page was sent, with how many were sent since the
    /// last one logged; set by the registry.
    package var onNotice: (@MainActor (_ reason: String, _ count: Int) -> Void)?
    /// Notices sent since the last one logged, and when that was.
    var unloggedNotices = 0
    var lastNoticeLogged: ContinuousClock.Instant?
    /// The page's identifiers for views rebuilt after hibernation.
    var ids = ViewIDTranslation()
    /// Counts what the session did (messages applied, transactions sent,
    /// tokens confirmed), so a hibernation check notices activity while it
    /// runs and durable sessions write the ones that changed.
    package internal(set) var activityCount = 0
    /// When the session last did anything, for the hibernation idle interval.
    var lastActivity = ContinuousClock.now
    /// Whether the last hibernation check found that a rebuild would not
    /// show the same page; cleared by activity, so it is not tried again
    /// for nothing.
    package var hibernationRefused = false
    /// Why the last refused hibernation check kept the session awake: where
    /// the rebuilt page first differed from the live one (a scrolled list's
    /// offset, typed text, a picture still loading). Nil until a check is
    /// refused. For finding out why a screen does not hibernate.
    public internal(set) var hibernationRefusal: String?
    /// Whether a client message changed state the page does not show
    /// whole (a stateful component's state): such a session is never
    /// hibernated, as a rebuild would start that state over.
    public internal(set) var holdsChangedState = false
    /// Whether the session may hibernate when idle (when the server's
    /// `BrowserServer.Configuration.hibernation` is set). Apps that keep
    /// state neither the URL nor the page shows (a draft in a model
    /// object, a timer) set it to false for the sessions that do; state
    /// in stateful components is noticed without it.
    public var isHibernatable = true
    /// Times the session hibernated.
    public internal(set) var hibernations = 0
    /// Times it woke to a tree that matched its page.
    public internal(set) var wakes = 0
    /// Times it woke to a tree that did not (the app's data changed while
    /// it slept): the page got the whole tree, the waking messages were dropped.
    public internal(set) var mismatchedWakes = 0
    /// The most UTF-16 units a page lets a person put in one input, so an edit message fits the message limit.
    let maximumInputUnits: Int
    private var rateLimiter: RateLimiter
    /// When the connection went away (or the session was made), for expiry;
    /// nil while a client is connected.
    package var disconnectedAt: ContinuousClock.Instant?
    /// When the session was made, for `BrowserServer.Limits.evictionProtection`.
    package let openedAt = ContinuousClock.now
    /// When the page last sent a person's input (``ClientMessage/isInput``);
    /// nil if it never did.
    public private(set) var lastInput: ContinuousClock.Instant?
    /// Makes a visitor pass for the page, once it sends its first input
    /// (set by the registry; nil: no passes).
    package var issueVisitorPass: (@MainActor () -> String)?
    /// A pass made for the page, sent with the next transaction.
    private var pendingPass: String?
    /// Asks the registry to wake this hibernated session when its turn
    /// comes (nil: wake at once).
    package var scheduleWake: (@MainActor () -> Void)?
    private var lastPointerTime: TimeInterval = 0
    /// The last numbered client message applied, acknowledged in every transaction.
    public internal(set) var acknowledgedSequence = 0
    /// The focus order last sent, so it goes out only when it changes.
    private var sentFocusOrder: [ViewID]?
    /// The semantics and placements the page was last sent, so a
    /// transaction carries only those that changed.
    var derivations = PageDerivations()
    private var transactionsSent = 0
    /// Bytes of transaction messages sent, for the benchmark's bytes-per-update figure.
    public private(set) var bytesSent = 0
    /// Messages accepted from the client.
    public private(set) var messagesReceived = 0
    /// The server's running totals this session adds to (set by the registry; nil: none).
    package var counters: SessionCounters?
    /// Where the session is counted in its counters' ``SessionTally`` (nil: not counted).
    var tallyEntry: SessionTally.Entry?
    /// The view that answered for the window's location last time it was
    /// looked for (finding it walks the whole tree; snapshots and the
    /// session tally ask for the location often).
    weak var locationHandlerSeen: (any LocationHandling)?
    /// The same object as a view, to check it is still in the window without a cast.
    weak var locationViewSeen: View?
    /// Whether the page may turn on its debug mode (outlines of components
    /// with their types and scope paths); from the server's configuration
    /// (`BrowserServer.Configuration.allowsDebugOutlines`). Turning it off
    /// also takes away outlines shown.
    public var allowsDebugOutlines: Bool {
        didSet { if !allowsDebugOutlines { window.showsDebugOutlines = false } }
    }

    /// The development build's state, shown over the page (development
    /// mode only; see `DevelopmentServer`); nil in production.
    package var developmentStatus: DevelopmentStatus? {
        didSet { if developmentStatus != oldValue { sendDevelopmentMessage() } }
    }
    /// What a handover from another process could not give back (a state
    /// whose type changed, an input that is gone), shown in the page's
    /// development overlay.
    public internal(set) var restorationNotes: [StateRestorationNote] = []

    /// The traits the page reported last (``ClientMessage/traits(_:)``):
    /// the defaults until it has.
    public private(set) var browserTraits: TraitCollection
    /// Traits the app forces over the page's: a screen that is always dark,
    /// a direction switch. The window shows the page's traits with these
    /// on top; a change restyles and renders at once, and reaches the page
    /// (its `dir`, `color-scheme` and background) with the next update.
    /// Starts as `BrowserServer.Configuration.traitOverrides`.
    ///
    /// ```swift
    /// session.traitOverrides.layoutDirection = .rightToLeft
    /// ```
    public var traitOverrides: TraitOverrides {
        didSet {
            guard traitOverrides != oldValue else { return }
            window.traitCollection = traitOverrides.applied(to: browserTraits)
            // The page needs the new traits even when no view changed.
            needsFlush?()
        }
    }
    /// Called when the session has something to send outside a client
    /// message (an asynchronous render, new traits): the registry flushes
    /// only such sessions on its tick.
    package var needsFlush: (@MainActor () -> Void)? {
        didSet { window.onMutationsPending = needsFlush }
    }
    /// The traits the page was last told, so they go out only when they change.
    private var sentTraits: TraitCollection?

    package init(id: String, token: String, clientAddress: String, viewport: CGSize, location: Location? = nil,
         traits: TraitCollection = TraitCollection(), traitOverrides: TraitOverrides = TraitOverrides(),
         limits: SessionLimits = SessionLimits(), allowsDebugOutlines: Bool = false, imageStore: ImageStore = ImageStore(),
         makeContent: @escaping @MainActor (BrowserSession) -> View) {
        self.id = id
        self.openingLocation = location
        self.tokens = ReconnectTokens(opening: token)
        self.clientAddress = clientAddress
        self.images = SessionImages(sessionID: id, store: imageStore)
        self.rateLimiter = RateLimiter(perSecond: limits.messagesPerSecond, burst: limits.messageBurst)
        self.maximumQueuedBytes = limits.maximumQueuedBytes
        self.maximumInputUnits = limits.maximumInputUnits
        self.maximumSessionBytes = limits.maximumSessionBytes
        self.allowsDebugOutlines = allowsDebugOutlines
        self.makeContent = makeContent
        window = Window(size: viewport)
        // The page is told Pango's line heights and text runs: views measure as it does.
        window.textMeasurer = PangoTextSystem.shared
        window.recordsMutations = false
        browserTraits = traits
        self.traitOverrides = traitOverrides
        // Before the content is made, so it is made for these traits.
        window.traitCollection = traitOverrides.applied(to: traits)
        disconnectedAt = .now
        let made = makeContent(self)
        made.frame = CGRect(origin: .zero, size: viewport)
        // A fresh content view is not an ancestor of the root: cannot fail.
        try? window.rootView.addSubview(made)
        contentView = made
        // The page's own URL (a reload, a shared link): shown before the first message goes out.
        if let location { window.open(location, animated: false) }
        // What the app put in its inputs counts too: measured once, then after each message that can change it.
        keepWithinBudget()
    }

    /// The location the page opened the session at (its URL when it was
    /// loaded), if it gave one: the app's content may depend on it (a
    /// development gallery's frame shows the preview its URL names).
    public let openingLocation: Location?

    /// The view the app made for this session, filling the window; nil
    /// while the session is hibernated (``isHibernated``).
    public internal(set) var contentView: View?
    /// Counts connections, so a replaced connection's end leaves the new one alone.
    private var connection = 0

    /// Whether a client is connected now.
    public var isConnected: Bool { outbound != nil }

    /// Whether `token` opens this session's next connection (compared in
    /// constant time).
    package func admits(_ token: String) -> Bool { tokens.admit(token) }

    /// Whether `token` is the ticket the session was opened with (which
    /// still opens connections until the page confirms a reconnect token).
    package func isOpeningTicket(_ token: String) -> Bool { tokens.isTicket(token) }

    /// Starts sending to a client that connected with `token` (one this
    /// session ``admits(_:)``): the whole tree, with a new reconnect token
    /// for the page to keep (``ReconnectTokens``). Returns the connection's number for
    /// ``disconnect(_:)`` and the queue its writer reads.
    package func connect(presenting token: String) -> (number: Int, queue: OutboundQueue) {
        if let endedFarewell {
            // Ended (by a drain, say) before this connection reached it: the page hears why, and nothing else.
            let queue = OutboundQueue(maximumBytes: maximumQueuedBytes, counters: counters)
            queue.close(farewell: endedFarewell)
            return (connection, queue)
        }
        // A page that connects gets the whole tree, so a hibernated one is rebuilt as it stands.
        wakeForNewPage()
        noteActivity()
        outbound?.close()
        let queue = OutboundQueue(maximumBytes: maximumQueuedBytes, counters: counters)
        outbound = queue
        disconnectedAt = nil
        connection += 1
        // Pending mutations are part of the tree the reset describes.
        _ = window.takeTransaction()
        tokens.connected(with: token)
        send(nextResetMessage())
        sendDevelopmentMessage()
        return (connection, queue)
    }

    /// Connection `number` went away; the tree stays for the grace period.
    package func disconnect(_ number: Int) {
        guard number == connection else { return }
        outbound?.close()
        outbound = nil
        disconnectedAt = .now
    }

    /// Applies one message from the client and sends what it changed.
    ///
    /// The rate limit counts the message at `arrival`, when the connection
    /// read it: a main actor that was busy hands over what queued meanwhile
    /// all at once, and counting then would take a stall for a burst.
    ///
    /// - Throws: ``ClientMessageError`` for a malformed message or one over
    ///   the rate limit; the session should then be closed.
    func receive(_ text: String, arrival: ContinuousClock.Instant = .now) throws(ClientMessageError) {
        guard rateLimiter.allow(at: arrival) else {
            throw ClientMessageError(reason: "more than the rate limit of messages per second", message: text)
        }
        let message = try ClientMessage.decode(text)
        messagesReceived += 1
        if let counters {
            counters.messagesReceived.add(1, ordering: .relaxed)
            counters.bytesReceived.add(text.utf8.count, ordering: .relaxed)
        }
        if message.isInput {
            // A person is here: their browser gets a pass that gives it priority when the server is full.
            if lastInput == nil, let issueVisitorPass { pendingPass = issueVisitorPass() }
            lastInput = .now
        }
        switch message {
        case .authenticate:
            throw ClientMessageError(reason: "auth is only ever the first message of a connection", message: "{\"t\":\"auth\",…}")
        case let .confirmToken(token):
            // Not the tree's business, and no reason to wake a hibernated session; a durable copy needs the change.
            if tokens.confirm(token) { activityCount &+= 1 }
        default:
            apply(message)
            flush()
        }
    }

    /// ``receive(_:)``, returning the error instead of throwing it.
    package func accept(_ text: String, arrival: ContinuousClock.Instant = .now) -> ClientMessageError? {
        do throws(ClientMessageError) {
            try receive(text, arrival: arrival)
            return nil
        } catch {
            return error
        }
    }

    /// Applies a decoded message to the tree; a hibernated session wakes
    /// first (rebuilding its tree) and applies it once it has.
    public func apply(_ message: ClientMessage) {
        switch hibernationPhase {
        case .awake, .checking:
            applyAwake(ids.server(message))
        case let .hibernated(page):
            queueForWake(message)
            if let scheduleWake {
                // Wakes take their turn (a storm of them must not starve newcomers and live sessions).
                hibernationPhase = .wakeQueued(page)
                scheduleWake()
            } else {
                wake(from: page)
            }
        case .wakeQueued, .waking:
            // Bounded by the rate limit in practice; the bounds keep a stuck wake from growing it.
            queueForWake(message)
        }
    }

    /// The most messages kept while a session wakes.
    static let maximumWakeQueue = 4_096

    /// Applies a message whose view identifiers are the server's.
    func applyAwake(_ message: ClientMessage) {
        noteActivity()
        let stateChanges = window.stateChangeCount
        defer { if window.stateChangeCount != stateChanges { holdsChangedState = true } }
        switch message {
        case let .pointer(phase, location, time, pointerID):
            // Gesture recognizers need time to move forward.
            lastPointerTime = Swift.max(lastPointerTime, time)
            window.send(PointerEvent(phase, at: location, time: lastPointerTime, pointerID: pointerID))
        case let .tick(time):
            lastPointerTime = Swift.max(lastPointerTime, time)
            window.advanceClock(to: lastPointerTime)
        case let .scroll(viewID, offset):
            (window.view(withID: viewID) as? ScrollView)?.scrollFromPage(to: offset)
        case let .viewport(size):
            window.size = size
            contentView?.frame = CGRect(origin: .zero, size: size)
        case let .edit(viewID, text, selection, _):
            guard let input = window.view(withID: viewID) as? TextInputView else { break }
            if let refusal = refusal(ofText: text, for: input) {
                refuse(input, because: refusal)
                break
            }
            input.becomeFirstResponder()
            input.replaceText(with: text, selection: TextEditingModel.characterRange(ofUTF16: selection, in: text))
        case let .select(viewID, selection, _):
            // Offsets past the text are clamped: the text may have changed since the page measured them.
            guard let input = window.view(withID: viewID) as? TextInputView else { break }
            input.replaceText(with: input.text, selection: TextEditingModel.characterRange(ofUTF16: selection, in: input.text))
        case let .focus(viewID, _):
            window.view(withID: viewID)?.becomeFirstResponder()
        case let .blur(viewID, _):
            window.view(withID: viewID)?.resignFirstResponder()
        case let .key(event, _):
            if let input = window.firstResponder as? TextInputView, let typed = typedText(event, into: input),
               let refusal = refusal(ofText: typed, for: input) {
                refuse(input, because: refusal)
                break
            }
            window.send(event)
        case let .navigate(location):
            window.open(location)
        case let .link(viewID, index, _):
            // An index past the text's links (the text changed since the page drew it) activates nothing.
            (window.view(withID: viewID) as? Label)?.activateLink(at: index)
        case let .debugOutlines(on):
            // Refused quietly: a page may always ask (its URL says so), the server decides.
            if allowsDebugOutlines { window.showsDebugOutlines = on }
        case let .traits(traits):
            browserTraits = traits
            window.traitCollection = traitOverrides.applied(to: traits)
        case .authenticate, .confirmToken:
            // The connection's business (``receive(_:)``), not the tree's.
            break
        }
        if let sequence = message.sequence { acknowledgedSequence = Swift.max(acknowledgedSequence, sequence) }
        if message.mayChangeHeldBytes { keepWithinBudget() }
    }

    /// Sends the pending mutations as one transaction, if there are any
    /// (or the traits changed, which the page needs even when no view did).
    public func flush() {
        let traits = window.traitCollection
        // A pass alone waits while the session has no settled tree: the focus order that goes with it would be
        // an empty tree's, or a rebuild's not yet paired with the page's identifiers.
        let settled = switch hibernationPhase {
        case .awake, .checking: true
        case .hibernated, .wakeQueued, .waking: false
        }
        let passDue = pendingPass != nil && settled
        guard outbound != nil, window.hasPendingMutations || traits != sentTraits || passDue else { return }
        let started = ContinuousClock.now
        let bytesBefore = bytesSent
        defer { lastFlush = FlushTiming(start: started, duration: ContinuousClock.now - started, bytes: bytesSent - bytesBefore) }
        let transaction = window.takeTransaction()
        transactionsSent += 1
        noteActivity()
        retally(after: transaction)
        let order = currentFocusOrder()
        let changedOrder = order == sentFocusOrder ? nil : order
        // Views that joined or left the focus order: their roles may have changed with it (a tap target is a button).
        let focusChanges = changedOrder == nil ? [] : Set(order).symmetricDifference(sentFocusOrder ?? [])
        sentFocusOrder = order
        let changedTraits = traits == sentTraits ? nil : traits
        sentTraits = traits
        let derived = derivations.changes(after: transaction, focusChanges: focusChanges, in: window)
        send(TransactionEncoder.message(
            for: transaction, images: images, acknowledging: acknowledgedSequence, focusOrder: changedOrder,
            traits: changedTraits, derived: derived, ids: ids, visitorPass: pendingPass))
        pendingPass = nil
    }

    /// When a flush sent a transaction, how long it took and what it sent.
    package struct FlushTiming: Sendable {
        package let start: ContinuousClock.Instant
        package let duration: Duration
        package let bytes: Int
    }

    /// The last flush that sent a transaction (for a server's traces).
    package private(set) var lastFlush: FlushTiming?

    /// The identifiers Tab visits in the page, in the framework's order.
    func currentFocusOrder() -> [ViewID] {
        window.focusOrder.map(\.id)
    }

    /// Queues `message`; when the client has fallen so far behind that the
    /// queue is full, a reset of the whole tree replaces what is queued.
    func send(_ message: String) {
        guard let outbound else { return }
        switch outbound.enqueue(message) {
        case .queued:
            bytesSent += message.utf8.count
            counted(message.utf8.count)
        case .overflow:
            let reset = nextResetMessage()
            bytesSent += reset.utf8.count
            counted(reset.utf8.count)
            outbound.replaceAll(with: reset)
            catchUpResets += 1
        case .closed:
            break
        }
    }

    private func counted(_ bytes: Int) {
        guard let counters else { return }
        counters.messagesSent.add(1, ordering: .relaxed)
        counters.bytesSent.add(bytes, ordering: .relaxed)
    }

    /// The whole tree as the next transaction, which the page rebuilds
    /// itself from: from then on it knows every view by the server's
    /// identifier. It carries the reconnect token the page has not yet
    /// confirmed, if any, so a reset that replaced the first one still
    /// delivers it.
    func nextResetMessage() -> String {
        transactionsSent += 1
        ids = ViewIDTranslation()
        sentFocusOrder = currentFocusOrder()
        sentTraits = window.traitCollection
        if let location = currentLocation { retally(location: location) }
        return TransactionEncoder.resetMessage(
            for: window, number: transactionsSent, images: images, acknowledging: acknowledgedSequence,
            focusOrder: sentFocusOrder, inputLimit: maximumInputUnits, derived: derivations.adopt(window),
            reconnectToken: tokens.unconfirmed)
    }

    /// Resets sent in place of patches a slow client had not yet read.
    public private(set) var catchUpResets = 0

    /// What a connection that starts after the session ended hears: the
    /// farewell it ended with, or "session expired"; nil while it lives.
    private var endedFarewell: OutboundQueue.Farewell?
    /// Tells a page its session is gone, so it starts afresh.
    static let expiredFarewell = OutboundQueue.Farewell(code: 4404, reason: "session expired")

    /// Ends the session for good: no more messages, and the images it
    /// held are let go; a connected client hears `farewell` as its close
    /// frame, if given.
    package func close(farewell: OutboundQueue.Farewell? = nil) {
        // Ending twice (a drain's farewell, then the registry's removal) keeps the first reason.
        endedFarewell = farewell ?? endedFarewell ?? Self.expiredFarewell
        outbound?.close(farewell: farewell)
        outbound = nil
        needsFlush = nil
        hibernationPhase = .awake
        wakeQueue = []
        images.releaseAll()
    }
}
