/// What an accessibility element is, as a screen reader announces it: the
/// view's kind and traits reduced to one role (``View/accessibilityRole``).
///
/// The browser backend gives each the ARIA role in ``ariaRole``.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    /// Activating it does something: a ``Button``, a tap target, the button trait.
    case button
    /// Activating it goes somewhere.
    case link
    /// A heading (the header trait).
    case heading
    /// A picture with a label.
    case image
    /// Static text: a ``Label``.
    case text
    /// A text field or text view.
    case textField
    /// A text field for searching.
    case searchField
    /// A value that goes up and down.
    case adjustable
    /// On or off: a ``Switch``.
    case `switch`
    /// A value picked along a track: a ``Slider``.
    case slider
    /// Work under way: an ``ActivityIndicator``.
    case progress
    /// A summary of the screen.
    case summary
    /// Views read as one element, or a group of elements.
    case group
    /// A list of items.
    case list
    /// One item of a list.
    case listItem
    /// A list whose items can be selected.
    case listBox
    /// One item of a list box, selected or not.
    case option
    /// A landmark region.
    case region
    /// Choices of which one is taken (``AccessibilityContainerType/radioGroup``).
    case radioGroup
    /// One of a radio group's choices, checked or not.
    case radioButton
    /// A list laid out in rows and columns (``ListLayout/Arrangement/columns(_:)``):
    /// a screen reader reads each cell's row and column.
    case grid
    /// A value chosen from a list that pops up: a ``PopUpButton``.
    case comboBox
    /// A screen presented above the others, holding the focus until it
    /// goes (``AccessibilityContainerType/dialog``).
    case dialog
    /// An alert asking for a choice (``AccessibilityContainerType/alertDialog``).
    case alertDialog
    /// One cell of a grid, at its row and column (``AccessibilityListPosition/grid``).
    case gridCell
    /// A row of tabs, one selected (``AccessibilityContainerType/tabList``).
    case tabList
    /// One tab of a tab list, selected or not: a ``TabBarView``'s tab.
    case tab
    /// What a tab shows (``AccessibilityContainerType/tabPanel``).
    case tabPanel

    /// The WAI-ARIA role the browser backend gives it; nil for text, which
    /// needs none.
    public var ariaRole: String? {
        switch self {
        case .button: "button"
        case .link: "link"
        case .heading: "heading"
        case .image: "img"
        case .text: nil
        case .textField: "textbox"
        case .searchField: "searchbox"
        case .adjustable: "spinbutton"
        case .switch: "switch"
        case .slider: "slider"
        case .progress: "progressbar"
        case .summary: "status"
        case .group: "group"
        case .list: "list"
        case .listItem: "listitem"
        case .listBox: "listbox"
        case .option: "option"
        case .region: "region"
        case .radioGroup: "radiogroup"
        case .radioButton: "radio"
        case .grid: "grid"
        case .gridCell: "gridcell"
        case .comboBox: "combobox"
        case .dialog: "dialog"
        case .alertDialog: "alertdialog"
        case .tabList: "tablist"
        case .tab: "tab"
        case .tabPanel: "tabpanel"
        }
    }
}
