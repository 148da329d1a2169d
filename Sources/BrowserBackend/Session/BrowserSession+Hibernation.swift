import Foundation
import Synchronization
import ViewTree

extension BrowserSession {
    /// Whether the session's tree is let go, kept only as its page's
    /// description (see `BrowserServer.Hibernation`).
    public var isHibernated: Bool {
        switch hibernationPhase {
        case .hibernated, .wakeQueued: true
        case .awake, .checking, .waking: false
        }
    }

    /// Records activity: the idle interval starts again, and a refused
    /// hibernation may be tried again later.
    func noteActivity() {
        activityCount &+= 1
        lastActivity = .now
        hibernationRefused = false
    }

    /// Whether the session should be checked for hibernation now.
    package func isDueForHibernation(now: ContinuousClock.Instant, idleInterval: Duration) -> Bool {
        guard case .awake = hibernationPhase, isHibernatable, !holdsChangedState, !hibernationRefused, contentView != nil
        else { return false }
        return now - lastActivity >= idleInterval
    }

    /// Builds the session's screen anew beside its live tree, and lets the
    /// live tree go if the new one settles into exactly the page the
    /// client shows; returns whether the session hibernated.
    ///
    /// Activity meanwhile calls it off: the live tree stays.
    package func hibernateIfRebuildable(settleTimeout: Duration) async -> Bool {
        guard case .awake = hibernationPhase, let live = contentView, !window.hasPendingMutations else { return false }
        let page = describePage(settleTimeout: settleTimeout)
        let activity = activityCount
        hibernationPhase = .checking
        let scratch = Window(size: window.size)
        scratch.recordsMutations = false
        scratch.traitCollection = window.traitCollection
        // The debug overlay is the page's state, kept by the window: the rebuild shows it too.
        scratch.showsDebugOutlines = window.showsDebugOutlines
        let rebuilt = install(makeContent(self), in: scratch, at: page.location)
        let matched = await settle(scratch, into: page, within: settleTimeout) { [weak self] in
            guard let self, case .checking = self.hibernationPhase else { return false }
            return self.activityCount == activity
        }
        defer { rebuilt.removeFromSuperview() }
        guard case .checking = hibernationPhase else { return false }
        hibernationPhase = .awake
        guard activityCount == activity, !window.hasPendingMutations else { return false }
        guard matched != nil else {
            // Only a rebuild that differs is refused; activity alone just calls this check off.
            hibernationRefused = true
            hibernationRefusal = difference(between: page, and: scratch)
            return false
        }
        // The page keeps showing this tree; nothing of its going is sent.
        let recording = window.recordsMutations
        window.recordsMutations = false
        live.removeFromSuperview()
        contentView = nil
        window.recordsMutations = recording
        ids = ViewIDTranslation()
        derivations.clear()
        hibernationPhase = .hibernated(page)
        hibernations += 1
        counters?.hibernations.add(1, ordering: .relaxed)
        // The inputs went with the tree; what the page sends while the session sleeps is counted as it comes.
        heldBytes = wakeQueueBytes
        return true
    }

    /// Starts waking: the tree is rebuilt, and the queued messages are
    /// applied once it matches the page; `finished` is called when the
    /// wake is over, however it ended.
    package func wake(from page: HibernatedPage, finished: (@MainActor () -> Void)? = nil) {
        hibernationPhase = .waking(page)
        rebuildContent(at: page.location)
        Task { [weak self] in
            await self?.finishWaking(page)
            finished?()
        }
    }

    private func finishWaking(_ page: HibernatedPage) async {
        let translation = await settle(window, into: page, within: page.settleTimeout) { [weak self] in
            guard let self, case .waking = self.hibernationPhase else { return false }
            return true
        }
        guard case .waking = hibernationPhase else { return }
        hibernationPhase = .awake
        window.recordsMutations = outbound != nil
        let queued = wakeQueue
        wakeQueue = []
        if let translation {
            ids = translation
            // The rebuilt tree shows the page exactly, semantics and all: what it derives is what the page has.
            _ = derivations.adopt(window)
            wakes += 1
            counters?.wakes.add(1, ordering: .relaxed)
            for message in queued { applyAwake(ids.server(message)) }
            flush()
        } else {
            // The app's data changed while the session slept: the page gets the tree as it is now.
            // The waking messages aimed at the old page; they are acknowledged, not applied.
            mismatchedWakes += 1
            counters?.wakes.add(1, ordering: .relaxed)
            noteActivity()
            for sequence in queued.compactMap(\.sequence) { acknowledgedSequence = Swift.max(acknowledgedSequence, sequence) }
            // A page that is not connected gets the whole tree when it is.
            if outbound != nil { send(nextResetMessage()) }
        }
    }

    /// Wakes a hibernated or waking session at once, without matching its
    /// old page: for a page that connects and gets the whole tree anyway.
    func wakeForNewPage() {
        switch hibernationPhase {
        case .awake, .checking:
            return
        case let .hibernated(page), let .wakeQueued(page):
            rebuildContent(at: page.location)
        case .waking:
            break
        }
        hibernationPhase = .awake
        wakeQueue = []
    }

    /// Makes the session's content anew at `location`, without recording
    /// it: the page shows this tree already, or gets it whole next.
    private func rebuildContent(at location: Location?) {
        window.recordsMutations = false
        contentView = install(makeContent(self), in: window, at: location)
    }

    /// The page as the client shows it now.
    private func describePage(settleTimeout: Duration) -> HibernatedPage {
        let views = window.rootView.subtree
        let focused = window.firstResponder.flatMap { responder in views.firstIndex { $0 === responder } }
        return HibernatedPage(
            location: window.locationHandler?.currentLocation.map { Location($0.location) },
            clientIDs: views.map { ids.client($0.id) },
            signature: signature(of: window, ids: ids),
            focusedIndex: focused,
            settleTimeout: settleTimeout)
    }

    /// `content` filling `window`, showing `location`.
    private func install(_ content: View, in window: Window, at location: Location?) -> View {
        content.frame = CGRect(origin: .zero, size: window.size)
        // A fresh content view is not an ancestor of the root: cannot fail.
        try? window.rootView.addSubview(content)
        if let location { window.open(location, animated: false) }
        return content
    }

    /// Waits for `window`'s tree to show `page`, looking again whenever the
    /// tree changed (and every 50 ms regardless) until `timeout`; returns
    /// the identifiers that pair its views with the page's, or nil if it
    /// never did (or `stillWanted` said stop).
    private func settle(_ window: Window, into page: HibernatedPage, within timeout: Duration,
                        stillWanted: @MainActor () -> Bool) async -> ViewIDTranslation? {
        let deadline = ContinuousClock.now + timeout
        var lookedAt = (changes: window.changeCount, time: ContinuousClock.now)
        if let translation = translation(of: window, into: page) { return translation }
        while ContinuousClock.now < deadline, !Task.isCancelled {
            // Work the rebuild waits for (a list preparing on other cores, a download) ends on the
            // main actor; a millisecond's pause keeps a wake's delay to about that work.
            try? await Task.sleep(for: .milliseconds(1))
            guard stillWanted() else { return nil }
            let now = ContinuousClock.now
            guard window.changeCount != lookedAt.changes || now - lookedAt.time >= .milliseconds(50) else { continue }
            lookedAt = (window.changeCount, now)
            if let translation = translation(of: window, into: page) { return translation }
        }
        return nil
    }

    /// The identifiers pairing `window`'s views with `page`'s, if the tree
    /// shows exactly that page with them; the view at the page's focused
    /// position is given focus first, as focus is part of the page.
    private func translation(of window: Window, into page: HibernatedPage) -> ViewIDTranslation? {
        let views = window.rootView.subtree
        guard views.count == page.clientIDs.count else { return nil }
        if let index = page.focusedIndex, window.firstResponder !== views[index] { _ = views[index].becomeFirstResponder() }
        let translation = ViewIDTranslation(serverIDs: views.map(\.id), clientIDs: page.clientIDs)
        return signature(of: window, ids: translation) == page.signature ? translation : nil
    }

    /// The hash of `window`'s reset message, as the page would get it.
    private func signature(of window: Window, ids: ViewIDTranslation) -> Int {
        var hasher = Hasher()
        hasher.combine(resetMessage(of: window, ids: ids))
        return hasher.finalize()
    }

    /// `window`'s whole tree as the page would get it, its views named by `ids`.
    private func resetMessage(of window: Window, ids: ViewIDTranslation) -> String {
        TransactionEncoder.resetMessage(
            for: window, number: 0, images: images, focusOrder: window.focusOrder.map(\.id), inputLimit: maximumInputUnits, ids: ids)
    }

    /// Where `rebuilt` first differs from the live page `page` describes:
    /// the view counts, or the first differing part of the two reset
    /// messages with some of what surrounds it.
    private func difference(between page: HibernatedPage, and rebuilt: Window) -> String {
        let views = rebuilt.rootView.subtree
        guard views.count == page.clientIDs.count else {
            return "the rebuilt page has \(views.count) views, the live one \(page.clientIDs.count)"
        }
        let live = Array(resetMessage(of: window, ids: ids).utf8)
        let new = Array(resetMessage(
            of: rebuilt, ids: ViewIDTranslation(serverIDs: views.map(\.id), clientIDs: page.clientIDs)).utf8)
        let common = min(live.count, new.count)
        guard let index = (0..<common).first(where: { live[$0] != new[$0] }) ?? (live.count == new.count ? nil : common) else {
            return "the pages are the same now (the rebuild settled after the check gave up)"
        }
        func excerpt(_ bytes: [UInt8]) -> String {
            let range = max(0, index - 80)..<min(bytes.count, index + 80)
            return String(decoding: bytes[range], as: UTF8.self)
        }
        return "the pages differ at byte \(index): live …\(excerpt(live))… rebuilt …\(excerpt(new))…"
    }
}
