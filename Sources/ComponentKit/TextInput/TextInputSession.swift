import ViewTree

/// The state a text component's view holds and its component does not:
/// the text a person typed, the selection, and the values it reported to a
/// controlling model that the model has not rendered back yet.
///
/// One session lives in each text component's scope, so it outlives the
/// view: a list row's text survives the row's cell being reused for other
/// rows while the row is scrolled away, and comes back with the row.
@MainActor
public final class TextInputSession: Sendable {
    /// The text as the view last had it; nil until first shown.
    public internal(set) var text: String?
    /// The selection as the view last had it.
    public internal(set) var selection: Range<Int>?
    /// Values sent to the model (a controlled component's `onChange`),
    /// oldest first, not yet seen back in a render.
    var reported: [String] = []
    /// The last focus request carried out, so a request is honoured once.
    var lastFocusRequest: FocusRequest?
    /// The view showing this session now, if mounted.
    public internal(set) weak var view: TextInputView?

    /// Reports kept at most; a model that never renders them back cannot grow the list.
    static let maximumReports = 64

    nonisolated init() {}

    /// The text the view should show for a render whose component says
    /// `controlled` (nil for an uncontrolled component, which starts with
    /// `initial`). A controlled value the session reported itself is the
    /// model catching up: what was typed since stays. Any other value is
    /// the model's own change and replaces the text.
    func text(forControlled controlled: String?, initial: String) -> String {
        guard let controlled else { return text ?? initial }
        if let index = reported.lastIndex(of: controlled) {
            reported.removeFirst(index + 1)
            return text ?? controlled
        }
        if controlled != text {
            text = controlled
            reported.removeAll()
        }
        return controlled
    }

    /// A person changed the text in the view.
    func viewDidChange(_ view: TextInputView, reports: Bool) {
        text = view.text
        selection = view.selectedRange
        guard reports else { return }
        reported.append(view.text)
        if reported.count > Self.maximumReports { reported.removeFirst(reported.count - Self.maximumReports) }
    }
}
