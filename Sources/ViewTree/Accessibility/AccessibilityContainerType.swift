/// What a view that holds accessibility elements is, as UIKit's
/// `UIAccessibilityContainerType` says: a screen reader announces entering
/// a list ("list, 12 items") and can jump between landmarks.
///
/// List views set ``list`` on themselves; set ``semanticGroup`` on a card
/// whose parts belong together but stay separate elements.
public enum AccessibilityContainerType: String, Hashable, Sendable, CaseIterable {
    /// Not a container of its own: its elements belong to the enclosing one.
    case none
    /// A list of items (a table or a collection); its cells are its items.
    case list
    /// A list whose items can be selected (a ``ListView`` that
    /// ``ListView/allowsSelection``): its cells are options, read as
    /// selected or not.
    case listBox
    /// A list box whose items can be selected together (a list that
    /// ``ListView/allowsMultipleSelection``).
    case multiselectListBox
    /// Parts that belong together, named by the view's label.
    case semanticGroup
    /// A region of the screen a screen reader can jump to, named by the
    /// view's label.
    case landmark
    /// Choices of which one is taken (a status, a size), named by the view's
    /// label: the buttons directly inside are radio buttons, checked when
    /// selected (``Button/isSelected`` or the selected trait). The group is
    /// one Tab stop (its checked radio button, the first while none is);
    /// the arrow keys focus the next or previous one and check it.
    case radioGroup
    /// A modal dialog: a presented screen (``PresentationView``), named by
    /// its first heading. While it is up nothing behind it can be reached.
    case dialog
    /// A modal alert dialog: a presented ``Alert``, named by its title.
    case alertDialog
    /// A row of tabs (a ``TabBarView``'s bar), one selected.
    case tabList
    /// What a tab shows, named by its tab (a ``TabBarView``'s panel).
    case tabPanel
}
