import ComponentKit
import Foundation
import ViewTree

extension BrowserSession {
    /// The session as another process takes it over: its identity, its
    /// reconnect secrets and what its window shows. A hibernated session
    /// hands over its location (it holds no other state).
    package func handover() -> SessionHandover {
        let snapshot: WindowSnapshot
        switch hibernationPhase {
        case let .hibernated(page), let .wakeQueued(page), let .waking(page):
            var located = WindowSnapshot()
            located.location = page.location?.description
            snapshot = located
        case .awake, .checking:
            snapshot = WindowSnapshot(capturing: window)
        }
        let held = tokens.handedOver
        return SessionHandover(
            id: id, acceptedTokens: held.accepted, unconfirmedToken: held.sent, ticket: held.ticket, clientAddress: clientAddress,
            viewportWidth: Double(window.size.width), viewportHeight: Double(window.size.height),
            showsDebugOutlines: window.showsDebugOutlines, acknowledgedSequence: acknowledgedSequence, window: snapshot)
    }

    /// Takes the secrets and counters of `handover` over (a session just
    /// made for it); returns false, changing nothing, if they are not
    /// secrets this code could have made.
    package func adoptIdentity(of handover: SessionHandover) -> Bool {
        guard let restored = ReconnectTokens(accepted: handover.acceptedTokens, sent: handover.unconfirmedToken,
                                             ticket: handover.ticket)
        else { return false }
        tokens = restored
        acknowledgedSequence = max(0, handover.acknowledgedSequence)
        window.showsDebugOutlines = handover.showsDebugOutlines && allowsDebugOutlines
        return true
    }

    /// Puts the window back as `snapshot` saw it, keeping what did not fit
    /// as ``restorationNotes`` (sent to the page with its development overlay).
    package func restore(_ snapshot: WindowSnapshot, within timeout: Duration = .seconds(2)) async {
        // A page that connects meanwhile records what follows; it gets the whole tree at the end anyway.
        window.recordsMutations = false
        restorationNotes = await snapshot.restore(in: window, within: timeout)
        window.recordsMutations = outbound != nil
        // Restored component state is state a rebuild from the URL would lose.
        if !snapshot.componentStates.isEmpty { holdsChangedState = true }
        keepWithinBudget()
        if outbound != nil {
            // What was recorded since it connected is part of the tree the reset describes.
            _ = window.takeTransaction()
            send(nextResetMessage())
            sendDevelopmentMessage()
        }
    }

    /// Tells the page the development build's state and the handover's
    /// notes, when there is either.
    func sendDevelopmentMessage() {
        guard outbound != nil, developmentStatus != nil || !restorationNotes.isEmpty else { return }
        send(DevelopmentMessage(status: developmentStatus, notes: restorationNotes).json)
    }
}

/// `{"t":"dev","status":{…},"notes":[…]}`: what the page's development
/// overlay shows.
struct DevelopmentMessage: Encodable {
    let t = "dev"
    let status: DevelopmentStatus?
    let notes: [StateRestorationNote]

    var json: String {
        // Encoding plain values cannot fail.
        (try? String(decoding: JSONEncoder().encode(self), as: UTF8.self)) ?? #"{"t":"dev","notes":[]}"#
    }
}
