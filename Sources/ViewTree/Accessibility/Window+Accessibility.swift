import Foundation

extension Window {
    /// Asks screen readers to read `message`, as UIKit's announcement
    /// notification does: for what changed without the person doing it
    /// ("12 photos loaded", "Lion deleted"). The browser backend puts it in
    /// an ARIA live region; tests find it in the transaction.
    ///
    /// Empty messages are dropped; long ones are cut at 500 characters.
    /// `.off` announces nothing.
    ///
    /// ```swift
    /// window.announce("\(photos.count) photos loaded")
    /// ```
    public func announce(_ message: String, priority: AccessibilityLiveRegion = .polite) {
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, priority != .off else { return }
        record(.announce(String(trimmed.prefix(Self.maximumAnnouncementLength)), priority: priority))
    }

    /// The longest announcement, in characters.
    public static let maximumAnnouncementLength = 500
}
