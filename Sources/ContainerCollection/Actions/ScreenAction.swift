import Foundation

/// Something a server screen asks the app to do when a person acts on an
/// element: the screen format's small action language. Actions are data:
/// decoding checks them (against a ``ScreenActionPolicy``) and an app's
/// ``ScreenActionHandler`` carries them out.
///
/// In a screen document an action is an object with a `type`, or an array
/// of actions run in order:
///
/// ```json
/// "actions": {
///   "tap": [
///     { "type": "log", "event": "card_tap", "parameters": { "id": "lisbon" } },
///     { "type": "navigate", "route": "/places/lisbon" }
///   ]
/// }
/// ```
public indirect enum ScreenAction: Hashable, Sendable {
    /// Shows another screen: an app route or a screen document, pushed,
    /// presented as a sheet, or replacing the current one.
    case navigate(ScreenDestination, presentation: ScreenPresentation)
    /// Opens a web page (http or https, on an allowed host) in a new browser tab.
    case openURL(URL)
    /// Sends the named variables (the form's fields) as a JSON object to
    /// an allowed endpoint, and shows the screen it answers with.
    case submit(endpoint: URL, fields: [String])
    /// Sets a declared variable to a value of its type.
    case setVariable(String, to: JSONValue)
    /// Flips a declared boolean variable.
    case toggle(String)
    /// Fetches the screen again.
    case refresh
    /// Pages in the next sections of `section` (the screen's last paged one when nil).
    case loadMore(section: String?)
    /// Reports an analytics event with string parameters to the app's sink.
    case log(event: String, parameters: [String: String])
    /// Runs actions in order.
    case sequence([ScreenAction])
    /// Runs `then` when the variable equals `value`, else `otherwise` (if any).
    case conditional(variable: String, equals: JSONValue, then: ScreenAction, otherwise: ScreenAction?)
}

/// Where a ``ScreenAction/navigate(_:presentation:)`` goes.
public enum ScreenDestination: Hashable, Sendable {
    /// A location of the app (`/photos/3`): its own router shows it.
    case route(String)
    /// Another screen document, fetched from an allowed host.
    case document(URL)
}

/// How a navigated-to screen is shown.
public enum ScreenPresentation: String, Hashable, Sendable, CaseIterable {
    /// On top of the navigation stack, with Back (the default).
    case push
    /// In a sheet over the current screen.
    case sheet
    /// In place of the current screen, which Back does not return to.
    case replace
}

/// The actions an element carries, by what a person does to it.
public struct ElementActions: Hashable, Sendable {
    /// When it is tapped or activated from the keyboard.
    public var tap: ScreenAction?
    /// When it is pressed and held.
    public var longPress: ScreenAction?
    /// When it first comes into view.
    public var appear: ScreenAction?

    /// Actions for some of the triggers.
    public init(tap: ScreenAction? = nil, longPress: ScreenAction? = nil, appear: ScreenAction? = nil) {
        self.tap = tap
        self.longPress = longPress
        self.appear = appear
    }

    /// No action at all.
    public static let none = ElementActions()

    /// Whether it carries no action.
    public var isEmpty: Bool { tap == nil && longPress == nil && appear == nil }
}
