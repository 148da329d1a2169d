import ViewTree

/// What a ``TextFieldComponent`` or ``TextViewComponent`` keeps in its scope.
public struct TextInputState: Sendable {
    /// The view state that outlives views (see ``TextInputSession``).
    public let session: TextInputSession
    /// The text the layout measures (a growing text view's), updated as a person types.
    public internal(set) var measuredText: String?

    init() {
        session = TextInputSession()
    }
}
