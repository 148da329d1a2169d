/// Which kind of view a mutation creates, so a backend knows what to build.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// A plain ``View``.
    case view
    /// A ``Label``.
    case label
    /// An ``ImageView``.
    case image
    /// A ``Button``.
    case button
    /// An ``ActivityIndicator``.
    case activityIndicator
    /// A ``ScrollView``.
    case scroll
    /// A ``CollectionView``: a scroll view whose cells come and go as it scrolls.
    case collection
    /// A ``TableView``: a single-column list with section titles and editing.
    case table
    /// A ``TextField``: one line of editable text.
    case textField
    /// A ``TextView``: several lines of editable text.
    case textView
    /// A ``DrawingView``: a display list its owner makes.
    case drawing
    /// A list's cell, header or footer (``ListCell``): a list item to assistive technology.
    case cell
}
