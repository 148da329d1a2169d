import Foundation
import ViewTree

/// A screen with a fixed navigation item, counting how often it was made.
@MainActor
final class TestScreen: NavigationScreen {
    let view = View()
    var navigationItem: NavigationItem

    init(_ title: String, path: String?, trailing: [BarItem] = []) {
        navigationItem = NavigationItem(title: title, path: path, trailingItems: trailing)
    }
}

/// The locations a window recorded, in order.
@MainActor
func recordedLocations(_ window: Window) -> [String] {
    window.takeTransaction().mutations.compactMap { mutation in
        guard case let .location(location, title, change) = mutation else { return nil }
        switch change {
        case .push: return "push \(location) \(title)"
        case .replace: return "replace \(location) \(title)"
        case .back(let count): return "back\(count) \(location) \(title)"
        }
    }
}
