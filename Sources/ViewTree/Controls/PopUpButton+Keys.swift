import Foundation

extension PopUpButton {
    /// Closed: Enter, Space, Down, Up and Alt-Down open the list. Open: Up
    /// and Down move the active option, Page Up and Page Down by ten, Home
    /// and End to the ends, Enter, Space and Alt-Up choose it, Escape
    /// closes, and a letter goes to the next title starting with what was
    /// typed (the collaborative select-only combobox of WAI-ARIA).
    /// Returns whether the key was taken.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, isEnabled, event.phase == .down else { return false }
        let alt = event.modifiers == .option
        guard event.modifiers.isEmpty || alt || event.modifiers == .shift else { return false }
        guard isOpen, let active = activeIndex else {
            switch event.key {
            case .enter, .space, .arrowDown, .arrowUp:
                open()
                return isOpen
            default:
                return false
            }
        }
        switch event.key {
        case .arrowDown where !alt: activate(active + 1)
        case .arrowUp where alt, .enter, .space: choose(active)
        case .arrowUp: activate(active - 1)
        case .pageDown: activate(active + 10)
        case .pageUp: activate(active - 10)
        case .home: activate(0)
        case .end: activate(options.count - 1)
        case .escape: close()
        default:
            guard !alt, let character = event.key.character, !character.isWhitespace else { return false }
            typeAhead(character)
        }
        return true
    }

    /// Goes to the option whose title starts with the letters typed so
    /// far, searching on from the active one; a letter that matches
    /// nothing with the ones before starts afresh, and the same letter
    /// again goes to the next title starting with it.
    private func typeAhead(_ character: Character) {
        let typed = typedPrefix + String(character)
        let lowered = typed.lowercased()
        let start = (activeIndex ?? -1)
        // A longer prefix may match the active option itself; a repeated single letter moves on.
        let sameLetterAgain = typed.count == 2 && typed.first == typed.last
        let offsets = sameLetterAgain || typed.count == 1 ? Array(1...options.count) : Array(0..<options.count)
        func find(_ prefix: String) -> Int? {
            offsets.lazy.map { (start + $0 + self.options.count) % self.options.count }
                .first { self.options[$0].lowercased().hasPrefix(prefix) }
        }
        if !sameLetterAgain, let index = find(lowered) {
            typedPrefix = typed
            activate(index)
        } else if let index = find(String(character).lowercased()) {
            typedPrefix = String(character)
            activate(index)
        } else {
            typedPrefix = ""
        }
    }
}
