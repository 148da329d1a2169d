import Foundation
import Synchronization

/// How many sessions a server holds, awake and hibernated, and on which
/// screen, kept up to date as sessions open, navigate, hibernate, wake and
/// end: a metrics scrape reads it without walking the sessions or waiting
/// for the main actor.
///
/// A screen is the first segment of a session's location (`/photos/12` is
/// `photos`, `/` is `home`); past ``maximumScreens`` distinct ones, later
/// screens count as `other`, so a label never grows without bound.
package final class SessionTally: Sendable {
    /// The most distinct screens counted by name; later ones count as `other`.
    package static let maximumScreens = 48

    /// The counts at one moment.
    package struct Counts: Sendable, Equatable {
        /// Sessions awake (including those being checked for hibernation or waking).
        package var awake = 0
        /// Sessions hibernated (including those queued to wake).
        package var hibernated = 0
        /// Sessions per screen; a screen seen once stays, at 0 once empty.
        package var byScreen: [String: Int] = [:]

        package init(awake: Int = 0, hibernated: Int = 0, byScreen: [String: Int] = [:]) {
            self.awake = awake
            self.hibernated = hibernated
            self.byScreen = byScreen
        }
    }

    /// Where one session is counted, which it keeps to move or leave later.
    package struct Entry: Sendable, Equatable {
        /// The location its screen was read from.
        let location: String
        /// The screen it counts under.
        let screen: String
        /// Whether it counts as hibernated.
        let hibernated: Bool
    }

    private let state = Mutex(Counts())

    package init() {}

    /// The counts now.
    package var counts: Counts { state.withLock { $0 } }

    /// Counts a session at `location`, hibernated or not.
    package func add(location: String, hibernated: Bool) -> Entry {
        state.withLock { counts in
            let entry = Entry(location: location, screen: Self.screen(of: location, known: counts.byScreen), hibernated: hibernated)
            Self.count(entry, by: 1, in: &counts)
            return entry
        }
    }

    /// Moves a session counted as `entry` to `location` and `hibernated`.
    package func move(_ entry: Entry, to location: String, hibernated: Bool) -> Entry {
        guard entry.location != location || entry.hibernated != hibernated else { return entry }
        return state.withLock { counts in
            let screen = entry.location == location ? entry.screen : Self.screen(of: location, known: counts.byScreen)
            let moved = Entry(location: location, screen: screen, hibernated: hibernated)
            Self.count(entry, by: -1, in: &counts)
            Self.count(moved, by: 1, in: &counts)
            return moved
        }
    }

    /// Stops counting a session counted as `entry`.
    package func remove(_ entry: Entry) {
        state.withLock { Self.count(entry, by: -1, in: &$0) }
    }

    private static func count(_ entry: Entry, by delta: Int, in counts: inout Counts) {
        if entry.hibernated { counts.hibernated += delta } else { counts.awake += delta }
        counts.byScreen[entry.screen, default: 0] += delta
    }

    /// The screen of a session at `location`: its first path segment
    /// (`home` for `/`), `other` for a segment that is not a short name of
    /// letters, digits, `-` and `_`, or once `known` holds
    /// ``maximumScreens`` others.
    package static func screen(of location: String, known: [String: Int]) -> String {
        let path = location.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let first = path.split(separator: "/").first.map(String.init) ?? "home"
        let isName = first.count <= 32 && first.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "-" || $0 == "_" || CharacterSet.alphanumerics.contains($0))
        }
        let screen = isName ? first : "other"
        if known[screen] != nil || known.count < maximumScreens { return screen }
        return "other"
    }
}
