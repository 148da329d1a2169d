import Foundation
import ViewTree

extension WindowSnapshot {
    /// Puts `window`, made anew from the app, back as the snapshot saw it:
    /// opens its location, gives component states back (before their scopes
    /// first render where the scopes are made later), then texts and their
    /// carets, scroll offsets and focus. Views appear as states are given
    /// back, so it looks again until everything found its place or
    /// `timeout` passed.
    ///
    /// Returns what did not fit the new tree, one note per component,
    /// input, scroll view or focus: those start fresh, the rest is restored.
    @MainActor
    @discardableResult
    public func restore(in window: Window, within timeout: Duration = .seconds(2)) async -> [StateRestorationNote] {
        if let location, window.locationHandler?.currentLocation?.location != location {
            _ = window.open(Location(location), animated: false)
        }
        var restorations: [String: StateRestoration] = [:]
        for hosted in componentStates {
            restorations[Self.rootPath(hosted.view, hosted.root)] = StateRestoration(records: hosted.states)
        }
        var attached: Set<String> = []
        var texts = Dictionary(textInputs.map { ($0.view, $0) }, uniquingKeysWith: { _, last in last })
        var offsets = Dictionary(scrollOffsets.map { ($0.view, $0) }, uniquingKeysWith: { _, last in last })
        var focusPath = focus
        let deadline = ContinuousClock.now + timeout
        // Scopes of states still waiting may never be made (the new code renamed a component): three
        // looks in a row that gave nothing more back end the wait for them.
        var progress = (waiting: -1, attached: -1, unchanged: 0)
        while true {
            let views = ViewPath.paths(in: window) { $0 is any StateRestoring }
            var hosts: [any StateRestoring] = []
            for (path, view) in views {
                guard let host = view as? any StateRestoring else { continue }
                hosts.append(host)
                for (key, root) in host.restorableScopeRoots {
                    let rootPath = Self.rootPath(path, key)
                    guard let restoration = restorations[rootPath], attached.insert(rootPath).inserted else { continue }
                    root.restore(from: restoration)
                }
            }
            for host in hosts { await host.waitForPendingUpdate() }
            let waiting = restorations.values.reduce(0) { $0 + $1.waitingCount }
            progress.unchanged = waiting == progress.waiting && attached.count == progress.attached ? progress.unchanged + 1 : 0
            progress = (waiting, attached.count, progress.unchanged)
            let statesDone = waiting == 0 || progress.unchanged >= 3
            // Texts, offsets and focus go to the tree the states made: only once those are all given back,
            // or when time runs out for the rest.
            if statesDone || ContinuousClock.now >= deadline {
                let wanted = ViewPath.paths(in: window) { [focusPath] in focusPath != nil || $0 is TextInputView || $0 is ScrollView }
                let current = Dictionary(wanted.map { ($0.path, $0.view) }, uniquingKeysWith: { first, _ in first })
                for (path, record) in texts {
                    guard let input = current[path] as? TextInputView else { continue }
                    texts[path] = nil
                    if input.text != record.text || input.selectedRange != record.selectionStart..<record.selectionEnd {
                        _ = input.replaceText(with: record.text, selection: record.selectionStart..<record.selectionEnd)
                    }
                }
                for host in hosts { await host.waitForPendingUpdate() }
                for (path, record) in offsets {
                    guard let scroll = current[path] as? ScrollView else { continue }
                    offsets[path] = nil
                    scroll.scroll(to: CGPoint(x: record.x, y: record.y))
                }
                if let path = focusPath, let view = current[path] {
                    focusPath = nil
                    _ = view.becomeFirstResponder()
                }
                if texts.isEmpty && offsets.isEmpty && focusPath == nil || ContinuousClock.now >= deadline { break }
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return Self.notes(restorations: restorations, attached: attached, texts: texts.keys, offsets: offsets.keys, focus: focusPath)
    }

    private static func rootPath(_ view: String, _ key: String) -> String {
        key.isEmpty ? view : view + "|" + key
    }

    private static func notes(restorations: [String: StateRestoration], attached: Set<String>,
                              texts: Dictionary<String, TextInput>.Keys, offsets: Dictionary<String, ScrollOffset>.Keys,
                              focus: String?) -> [StateRestorationNote] {
        var notes: [StateRestorationNote] = []
        for (path, restoration) in restorations.sorted(by: { $0.key < $1.key }) {
            let prefix = path + " "
            notes += restoration.notes.map { StateRestorationNote(path: prefix + $0.path, reason: $0.reason) }
            let reason = attached.contains(path) ? "no component has this scope in the new tree: its state is dropped"
                : "no view renders these components in the new tree: their state is dropped"
            notes += restoration.unclaimed.map { StateRestorationNote(path: prefix + $0.path, reason: reason) }
        }
        notes += texts.sorted().map { StateRestorationNote(path: $0, reason: "no text input is here in the new tree: its text is dropped") }
        notes += offsets.sorted().map { StateRestorationNote(path: $0, reason: "no scroll view is here in the new tree: its offset is dropped") }
        if let focus { notes.append(StateRestorationNote(path: focus, reason: "no view is here in the new tree: focus is not restored")) }
        return notes
    }
}
