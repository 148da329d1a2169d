import Foundation
import Synchronization
import Logging
import ViewTree

/// Every live session, on the main actor where their view trees live.
///
/// A ticker flushes sessions whose trees changed outside a client message
/// (asynchronous renders, downloaded images), only those, and ends sessions
/// whose client has been gone longer than the grace period; memory they
/// held is then given back to the system (`MemoryTrimmer`).
@MainActor
public final class SessionRegistry {
    private(set) var sessions: [String: BrowserSession] = [:]
    private let makeContent: @MainActor @Sendable (BrowserSession) -> View
    let limits: BrowserServer.Limits
    private let allowsDebugOutlines: Bool
    private let gracePeriod: Duration
    private let traitOverrides: TraitOverrides
    let hibernation: BrowserServer.Hibernation?
    /// Hibernation checks running now (each holds a second tree while it runs).
    var hibernationChecks = 0
    let logger: Logger
    private var ticker: Task<Void, Never>?
    /// Sessions with something to send since the last tick.
    private var needingFlush: [BrowserSession] = []
    /// Live sessions per client address, for the per-address limit.
    private var sessionsByAddress: [String: Int] = [:]
    /// Live sessions per client network (``AddressPrefix``), for the per-prefix limit.
    private var sessionsByPrefix: [String: Int] = [:]
    /// Hibernated sessions whose pages spoke, waiting for their turn to wake (from `wakeHead` on).
    var wakesQueued: [BrowserSession] = [] {
        didSet { counters.wakesQueued.store(queuedWakes, ordering: .relaxed) }
    }
    var wakeHead = 0 {
        didSet { counters.wakesQueued.store(queuedWakes, ordering: .relaxed) }
    }
    /// Wakes under way.
    var wakesRunning = 0
    /// Sessions ended to make room for newcomers, since the server started.
    public internal(set) var evictions = 0 {
        didSet { counters.evictions.store(evictions, ordering: .relaxed) }
    }
    /// The passes handed to pages whose person sent input.
    let visitorPasses: VisitorPasses
    /// The images every session shows, each kept once.
    let imageStore: ImageStore
    /// Told the number of live sessions, for admitting visitors off the main actor.
    let admission: AdmissionControl
    /// Gives memory back after sessions end.
    let trimmer = MemoryTrimmer()
    /// The running totals every session adds to, for the metrics.
    let counters = SessionCounters()
    /// The server's metrics (nil without a metrics factory).
    var metrics: ServerMetrics?
    /// Writes sessions' snapshots to the shared store (durable sessions; nil without them).
    var persistence: SessionPersistence?
    /// The development build's state, given to every session (development mode only).
    var developmentStatus: DevelopmentStatus? {
        didSet { for session in sessions.values { session.developmentStatus = developmentStatus } }
    }

    init(limits: BrowserServer.Limits, gracePeriod: Duration, traitOverrides: TraitOverrides = TraitOverrides(), logger: Logger,
         allowsDebugOutlines: Bool = false, imageStore: ImageStore = ImageStore(), admission: AdmissionControl? = nil,
         hibernation: BrowserServer.Hibernation? = nil, visitorPasses: VisitorPasses = VisitorPasses(),
         makeContent: @escaping @MainActor @Sendable (BrowserSession) -> View) {
        self.visitorPasses = visitorPasses
        self.imageStore = imageStore
        self.admission = admission ?? AdmissionControl(limits: limits)
        self.limits = limits
        self.traitOverrides = traitOverrides
        self.allowsDebugOutlines = allowsDebugOutlines
        self.gracePeriod = gracePeriod
        self.hibernation = hibernation
        self.logger = logger
        self.makeContent = makeContent
    }

    /// The number of live sessions.
    public var count: Int { sessions.count }

    /// The live session with this identifier, if any.
    public func session(withID id: String) -> BrowserSession? { sessions[id] }

    /// All live sessions.
    public var allSessions: [BrowserSession] { Array(sessions.values) }

    /// Bytes clients have made their sessions hold, all sessions together
    /// (each as last measured: see ``/BrowserBackend/BrowserSession/heldBytes``).
    var heldBytes: Int { sessions.values.reduce(0) { $0 + $1.heldBytes } }

    /// Why a new session cannot be opened for a client at `address` now, or
    /// nil if it can. At ``BrowserServer/Limits/maximumSessions`` an
    /// unprotected session is ended to make room (``evictForNewcomer(withPass:now:)``),
    /// more readily for a visitor with a pass.
    func refusal(forAddress address: String, withPass hasPass: Bool = false, now: ContinuousClock.Instant = .now) -> String? {
        let prefix = AddressPrefix.of(address)
        let full = sessions.count >= limits.maximumSessions
        let addressFull = sessionsByAddress[address, default: 0] >= limits.maximumSessionsPerAddress
        let perPrefix = limits.enforcedSessionsPerPrefix
        let prefixFull = sessionsByPrefix[prefix, default: 0] >= perPrefix
        // Sessions past their grace period make room; looked for only when a limit is reached, as
        // walking every session for every newcomer would cost more than the newcomers.
        if full || addressFull || prefixFull { expireSessions() }
        guard sessionsByAddress[address, default: 0] < limits.maximumSessionsPerAddress else {
            metrics?.admissionsRefusedAddress.increment()
            logger.debug("session limit per address reached", metadata: ["address": "\(address)"])
            return "\(limits.maximumSessionsPerAddress) sessions are open from this address already"
        }
        guard sessionsByPrefix[prefix, default: 0] < perPrefix else {
            metrics?.admissionsRefusedNetwork.increment()
            logger.debug("session limit per network reached", metadata: ["network": "\(prefix)"])
            return "\(perPrefix) sessions are open from this network already"
        }
        guard sessions.count < limits.maximumSessions else {
            if evictForNewcomer(withPass: hasPass, now: now) { return nil }
            metrics?.admissionsRefusedFull.increment()
            logger.debug("session limit reached, every session in use", metadata: ["limit": "\(limits.maximumSessions)"])
            return "the server has its maximum of \(limits.maximumSessions) sessions"
        }
        return nil
    }

    /// Opens the session `id` (whose ticket the caller checked) for a client
    /// at `address`; its content is made now, for the page's `traits`, and
    /// shown at `location` (the page's URL).
    package func open(id: String, token: String, address: String, viewport: CGSize = CGSize(width: 390, height: 844),
              location: Location? = nil, traits: TraitCollection = TraitCollection()) -> BrowserSession {
        let session = BrowserSession(id: id, token: token, clientAddress: address, viewport: viewport,
                                     location: location, traits: traits, traitOverrides: traitOverrides,
                                     limits: limits.session, allowsDebugOutlines: allowsDebugOutlines, imageStore: imageStore,
                                     makeContent: makeContent)
        session.needsFlush = { [weak self, weak session] in
            guard let self, let session else { return }
            self.needingFlush.append(session)
        }
        session.scheduleWake = { [weak self, weak session] in
            guard let self, let session else { return }
            self.queueWake(session)
        }
        session.issueVisitorPass = { [visitorPasses] in visitorPasses.issue() }
        session.onNotice = { [weak self, weak session] reason, count in
            guard let self, let session else { return }
            self.logger.notice("session refused or trimmed what its page sent", metadata: [
                "session": "\(session.id.prefix(8))", "reason": "\(LogText.escaped(reason))", "notices": "\(count)",
            ])
        }
        session.developmentStatus = developmentStatus
        session.counters = counters
        session.joinTally()
        metrics?.sessionsOpened.increment()
        sessions[session.id] = session
        sessionsByAddress[address, default: 0] += 1
        sessionsByPrefix[AddressPrefix.of(address), default: 0] += 1
        admission.sessionsChanged(to: sessions.count)
        startTicker()
        return session
    }

    /// The session `id` if `token` opens its next connection (compared in constant time).
    func authenticate(id: String, token: String) -> BrowserSession? {
        guard let session = sessions[id], session.admits(token) else { return nil }
        return session
    }

    /// Ends `session` now (a malformed message, a policy violation); its
    /// durable row is deleted unless `keepingRow` (a drain hands it on).
    func end(_ session: BrowserSession, reason: String, keepingRow: Bool = false) {
        logger.notice("session closed", metadata: ["session": "\(session.id.prefix(8))", "reason": "\(LogText.escaped(reason))"])
        remove(session, keepingRow: keepingRow)
        admission.sessionsChanged(to: sessions.count)
        trimmer.sessionsEnded()
    }

    /// Closes `session` and forgets it, and its durable row unless `keepingRow`.
    func remove(_ session: BrowserSession, keepingRow: Bool = false) {
        session.close()
        session.leaveTally()
        guard sessions.removeValue(forKey: session.id) != nil else { return }
        persistence?.forget(session.id, keepingRow: keepingRow)
        let remaining = sessionsByAddress[session.clientAddress, default: 1] - 1
        sessionsByAddress[session.clientAddress] = remaining > 0 ? remaining : nil
        let prefix = AddressPrefix.of(session.clientAddress)
        let inPrefix = sessionsByPrefix[prefix, default: 1] - 1
        sessionsByPrefix[prefix] = inPrefix > 0 ? inPrefix : nil
    }

    /// Ends sessions whose client has been away longer than the grace period.
    func expireSessions(now: ContinuousClock.Instant = .now) {
        var ended = 0
        for session in sessions.values {
            guard let since = session.disconnectedAt, now - since > gracePeriod else { continue }
            remove(session)
            ended += 1
        }
        guard ended > 0 else { return }
        admission.sessionsChanged(to: sessions.count)
        trimmer.sessionsEnded()
    }

    /// Sends what changed in the sessions that asked since the last tick.
    func flushChangedSessions() {
        guard !needingFlush.isEmpty else { return }
        let due = needingFlush
        needingFlush.removeAll(keepingCapacity: true)
        // A session may ask twice in a tick; its second flush finds nothing to send.
        for session in due { session.flush() }
    }

    private func startTicker() {
        guard ticker == nil else { return }
        ticker = Task { [weak self] in
            var tick = 0
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(8))
                guard let self else { return }
                // Only sessions that changed: with thousands idle, asking each one every tick would cost more than the work.
                self.flushChangedSessions()
                tick += 1
                if tick % 125 == 0 { self.expireSessions() }
                // About every 250 ms: the snapshots of sessions that changed, for durable sessions.
                if tick % 31 == 0 { self.persistence?.pass(over: self.sessions.values) }
                // Counted here, not at every check's end (each count walks every session), and only when sessions
                // can hibernate at all; /healthz reads it off the main actor.
                if tick % 25 == 0, self.hibernation != nil {
                    self.hibernateIdleSessions()
                    self.admission.hibernatedChanged(to: self.hibernatedCount)
                }
                // What a newcomer could take the place of, for page loads admitted off the main actor;
                // counted only when full (it walks every session).
                if tick % 25 == 0 { self.countEvictable() }
            }
        }
    }

    func stop() {
        ticker?.cancel()
        ticker = nil
        for session in sessions.values { session.close() }
        sessions.removeAll()
        sessionsByAddress.removeAll()
        sessionsByPrefix.removeAll()
        wakesQueued.removeAll()
        wakeHead = 0
        needingFlush.removeAll()
        admission.sessionsChanged(to: 0)
        admission.hibernatedChanged(to: 0)
        trimmer.cancel()
    }
}
