import Foundation
import ViewTree

/// What a client can make its session hold, and the budget that bounds it
/// (``SessionLimits/maximumSessionBytes``): its inputs' texts and
/// undo histories, and the messages queued while it wakes. An edit that
/// would take an input past its length limit, or the session's texts past
/// the budget, is refused; undo history past the budget is forgotten,
/// oldest first across the inputs. The page hears why each time.
extension BrowserSession {
    /// The text inputs of the session's tree.
    var textInputs: [TextInputView] {
        window.rootView.subtree.compactMap { $0 as? TextInputView }
    }

    /// The most UTF-16 units the client may put in `input`: the view's own
    /// ``/ViewTree/TextInputView/maximumLength`` or what fits in a message,
    /// whichever is smaller (the page's `maxlength` is the same).
    func inputLimit(of input: TextInputView) -> Int {
        Swift.min(maximumInputUnits, input.maximumLength ?? .max)
    }

    /// Why the client may not make `input`'s text `proposed`, or nil when
    /// it may. A value over the input's limit is refused only if it is also
    /// longer than the text now (an app may lower the limit under text
    /// already there: deleting must still work); a longer text is refused
    /// if the session's texts alone would then pass its budget.
    func refusal(ofText proposed: String, for input: TextInputView) -> String? {
        let units = proposed.utf16.count
        let current = input.text.utf16.count
        let limit = inputLimit(of: input)
        let name = "text input \(ids.client(input.id).rawValue)"
        if units > limit, units > current {
            return "a value of \(units) UTF-16 units for \(name) was refused: its limit is \(limit) (it holds \(current))"
        }
        let bytes = proposed.count * MemoryLayout<Character>.stride
        guard bytes > input.editing.textBytes else { return nil }
        let texts = textInputs.reduce(wakeQueueBytes) { $0 + $1.editing.textBytes } - input.editing.textBytes + bytes
        guard texts > maximumSessionBytes else { return nil }
        return "a value for \(name) was refused: the session's texts would hold \(texts) bytes, "
            + "over its memory budget of \(maximumSessionBytes)"
    }

    /// The text `input` would hold if `event` typed into it (a character,
    /// or a line break in a text view), or nil for a key that types nothing.
    func typedText(_ event: KeyEvent, into input: TextInputView) -> String? {
        guard event.phase == .down, !event.modifiers.hasShortcutModifier, input.isEnabled, input.isEditable else { return nil }
        let typed: Character
        if event.key == .enter {
            guard input.allowsLineBreaks else { return nil }
            typed = "\n"
        } else {
            guard let character = event.key.character else { return nil }
            typed = character
        }
        var characters = input.editing.characters
        characters.replaceSubrange(input.editing.selection, with: [typed])
        return String(characters)
    }

    /// Turns down the client's value for `input`: the input keeps its text
    /// and selection, and the page gets them back with the next
    /// transaction, and the reason now.
    func refuse(_ input: TextInputView, because reason: String) {
        refusedEdits += 1
        input.refuseProposedText()
        notify(reason)
    }

    /// Measures what the session holds again, and if it is over its budget
    /// forgets undo steps, the oldest first across its inputs, until it is
    /// not (texts alone never are: edits that would make them are refused).
    func keepWithinBudget() {
        let inputs = textInputs
        var held = inputs.reduce(wakeQueueBytes) { $0 + $1.editing.heldBytes }
        var forgotten = 0
        while held > maximumSessionBytes {
            let withHistory = inputs.compactMap { input in input.editing.oldestStepTime.map { (input, $0) } }
            guard let (oldest, _) = withHistory.min(by: { $0.1 < $1.1 }) else { break }
            let before = oldest.editing.historyBytes
            oldest.forgetOldestUndoStep()
            held -= before - oldest.editing.historyBytes
            forgotten += 1
        }
        heldBytes = held
        guard forgotten > 0 else { return }
        trimmedUndoSteps += forgotten
        notify("undo history trimmed: the \(forgotten) oldest steps were forgotten "
            + "to keep the session within its memory budget of \(maximumSessionBytes) bytes")
    }

    /// Keeps `message` for when the session is awake, unless the queue is
    /// full or the message would take the session past its budget (then it
    /// is dropped, and the page told: it sends whole values, so its next
    /// edit carries what this one did).
    func queueForWake(_ message: ClientMessage) {
        let bytes = message.heldBytes
        guard wakeQueue.count < Self.maximumWakeQueue, heldBytes + bytes <= maximumSessionBytes else {
            notify("a message was dropped while the session woke: \(wakeQueue.count) messages of \(wakeQueueBytes) bytes "
                + "are queued already (at most \(Self.maximumWakeQueue), and a memory budget of \(maximumSessionBytes) bytes)")
            return
        }
        wakeQueue.append(message)
        wakeQueueBytes += bytes
        heldBytes += bytes
    }

    /// Tells the page why something it sent was refused or trimmed, and
    /// the server's log too, at most once every ``noticeLogInterval`` per
    /// session (a client that provokes a notice with every message makes
    /// one log line, with the count, not one per message).
    func notify(_ reason: String) {
        send(ServerNotice(reason: reason).message)
        unloggedNotices += 1
        let now = ContinuousClock.now
        if let last = lastNoticeLogged, now - last < Self.noticeLogInterval { return }
        onNotice?(reason, unloggedNotices)
        unloggedNotices = 0
        lastNoticeLogged = now
    }

    /// The least time between two log lines about one session's notices.
    static let noticeLogInterval = Duration.seconds(10)
}
