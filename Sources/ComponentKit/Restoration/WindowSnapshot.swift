import Foundation
import ViewTree

/// What a person has done to a window that rebuilding it from its URL
/// would lose: where it was navigated, the state of its stateful
/// components, its scroll offsets, the text being typed with its caret,
/// and which view has focus. Versioned and `Codable`, so another process
/// (a new build, another instance) can take the screen over.
///
/// The app's own data is not in it: a rebuild makes the screen from the
/// app's data as it is then, and the snapshot puts the person back on it.
/// Component state is kept when its type is `Codable`; the text of secure
/// fields (passwords) is never kept.
///
/// ```swift
/// let snapshot = WindowSnapshot(capturing: window)
/// let data = try JSONEncoder().encode(snapshot)
/// // … in the new process, once the screen is made in `newWindow`:
/// let kept = try WindowSnapshot.decode(data)
/// let notes = await kept.restore(in: newWindow)   // what no longer fitted
/// ```
public struct WindowSnapshot: Codable, Sendable, Hashable {
    /// The format this code writes and reads.
    public static let formatVersion = 1

    /// The format of this snapshot.
    public var version: Int
    /// The location the window showed (its navigation), if it had a location handler.
    public var location: String?
    /// The component states of each ``StateRestoring`` view.
    public var componentStates: [HostedStates]
    /// The scroll offsets of scroll views not at their start.
    public var scrollOffsets: [ScrollOffset]
    /// The text inputs with text in them or with focus.
    public var textInputs: [TextInput]
    /// The path of the view with focus, if one had it.
    public var focus: String?

    /// The states of the scope roots of one view.
    public struct HostedStates: Codable, Sendable, Hashable {
        /// The view's path (``WindowSnapshot``'s paths name views by type and position).
        public var view: String
        /// The key of the root within the view (``StateRestoring/restorableScopeRoots``).
        public var root: String
        /// The kept states.
        public var states: [ScopeStateRecord]

        /// The states `states` of the root `root` of the view at `view`.
        public init(view: String, root: String, states: [ScopeStateRecord]) {
            self.view = view
            self.root = root
            self.states = states
        }
    }

    /// One scroll view's offset.
    public struct ScrollOffset: Codable, Sendable, Hashable {
        /// The view's path.
        public var view: String
        /// The offset, in points.
        public var x: Double
        /// The offset, in points.
        public var y: Double

        /// The offset (`x`, `y`) of the scroll view at `view`.
        public init(view: String, x: Double, y: Double) {
            self.view = view
            self.x = x
            self.y = y
        }
    }

    /// One text input's text and selection.
    public struct TextInput: Codable, Sendable, Hashable {
        /// The view's path.
        public var view: String
        /// The text.
        public var text: String
        /// The selection's start, in characters (the caret when it equals ``selectionEnd``).
        public var selectionStart: Int
        /// The selection's end, in characters.
        public var selectionEnd: Int

        /// `text`, with the selection from `selectionStart` to `selectionEnd`, of the input at `view`.
        public init(view: String, text: String, selectionStart: Int, selectionEnd: Int) {
            self.view = view
            self.text = text
            self.selectionStart = selectionStart
            self.selectionEnd = selectionEnd
        }
    }

    /// A snapshot of nothing (a window that is restored as it is built).
    public init() {
        version = Self.formatVersion
        componentStates = []
        scrollOffsets = []
        textInputs = []
    }
}
