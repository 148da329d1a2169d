/// Asks a text component to take focus once: a render whose component
/// carries a request it has not seen yet focuses its view (a form moving
/// focus to the first field with an error after a failed submit).
///
/// Make a new request each time focus should move, from a counter in the
/// state; rendering the same request again does nothing, so focus is not
/// taken back from where the person moved it.
///
/// ```swift
/// TextFieldComponent(text: draft.name, focusRequest: draft.nameError != nil ? FocusRequest(draft.attempts) : nil)
/// ```
public struct FocusRequest: Hashable, Sendable {
    /// Tells requests apart; a new value is a new request.
    public let id: Int

    /// A request identified by `id`.
    public init(_ id: Int) {
        self.id = id
    }
}
