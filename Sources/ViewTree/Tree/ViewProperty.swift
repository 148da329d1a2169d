import Foundation

/// One property of a view, with its value, as recorded in a mutation.
///
/// A backend mirrors a view by applying these in order; the create mutation
/// carries all of a view's properties, later `set` mutations the changes.
public enum ViewProperty: Hashable, Sendable {
    // View
    /// Position and size in the superview's bounds coordinates.
    case frame(CGRect)
    /// The bounds origin: a scroll view's content offset.
    case boundsOrigin(CGPoint)
    /// Fill behind the content; nil draws nothing.
    case backgroundColor(Color?)
    /// Opacity of the view and its subtree.
    case alpha(CGFloat)
    /// Whether the view and its subtree are skipped.
    case hidden(Bool)
    /// Whether the subtree is clipped to the (rounded) bounds.
    case clipsToBounds(Bool)
    /// Radius of the rounded corners.
    case cornerRadius(CGFloat)
    /// Border stroke width, drawn inside the bounds.
    case borderWidth(CGFloat)
    /// Border color.
    case borderColor(Color)
    /// Whether the view takes pointer events.
    case userInteractionEnabled(Bool)
    /// Whether the view and its subtree are out of reach (HTML's `inert`):
    /// no pointer events, no focus, nothing for assistive technology, while
    /// still drawn (recorded only while true, and when it changes).
    case inert(Bool)
    /// The affine transform about the view's centre (recorded only while not the identity, and when it changes).
    // Indirect (boxed): rare and large; inline, they would make every property as large (a label's
    // configuration holds six).
    indirect case transform(Transform)
    /// The drop shadow (recorded only while not ``Shadow/none``, and when it changes).
    indirect case shadow(Shadow)
    /// A gradient over the background colour; nil for none (recorded only while set, and when it changes).
    case backgroundGradient(Gradient?)
    /// Per-corner radii replacing the corner radius; nil for none (recorded only while set, and when it changes).
    case cornerRadii(CornerRadii?)
    /// Whether alpha flattens the subtree into one group (recorded only while false, and when it changes).
    case allowsGroupOpacity(Bool)
    /// Text read by assistive technology.
    case accessibilityLabel(String?)
    /// Identifier for tests and automation.
    case accessibilityIdentifier(String?)
    /// Whether the view is one accessibility element; nil for its kind's default.
    case accessibilityElement(Bool?)
    /// What activating the element does, read after a pause.
    case accessibilityHint(String?)
    /// Why the element's value is wrong; nil when it is not.
    case accessibilityErrorMessage(String?)
    /// The language the element's text is read in, a BCP 47 tag ("ja",
    /// "ar-EG"); nil for the app's.
    case accessibilityLanguage(String?)
    /// The element's value ("50%", a text field's text).
    case accessibilityValue(String?)
    /// Traits set on the view (its kind adds its own).
    case accessibilityTraits(AccessibilityTraits)
    /// A heading's level, 1 to 6; 0 for unspecified.
    case accessibilityHeadingLevel(Int)
    /// Whether what the element controls is expanded; nil when it expands nothing.
    case accessibilityExpanded(Bool?)
    /// Whether the view's subtree is hidden from assistive technology.
    case accessibilityElementsHidden(Bool)
    /// What the view is as a container of elements.
    case accessibilityContainerType(AccessibilityContainerType)
    /// How changes of the view's text are announced.
    case accessibilityLiveRegion(AccessibilityLiveRegion)
    /// Actions offered besides activation.
    case accessibilityCustomActions([AccessibilityCustomAction])
    /// A list item's place in its whole list.
    case accessibilityListPosition(AccessibilityListPosition?)
    /// Whether the view is its window's first responder (recorded only while true, and when it changes).
    case focused(Bool)
    /// Outlines a debug mode draws over the view (recorded only while there are some, and when they change).
    case debugOutlines([DebugOutline])
    // Label
    /// A label's text.
    case text(AttributedText)
    /// A label's default font.
    case font(Font)
    /// A label's default text color.
    case textColor(Color)
    /// A label's line alignment.
    case textAlignment(TextAlignment)
    /// Which way a label's paragraphs run (and so where natural alignment starts).
    case writingDirection(UserInterfaceLayoutDirection)
    /// A label's line limit (0: none).
    case numberOfLines(Int)
    /// A label's wrapping and truncation.
    case lineBreakMode(LineBreakMode)
    /// The fill over a label's link while it is pressed.
    case linkHighlightColor(Color)
    /// The label's link drawn highlighted (an index into its text's links), if any.
    case highlightedLink(Int?)
    // ImageView
    /// An image view's image.
    case image(Image?)
    /// How an image view places its image, or a drawing view its drawing.
    case contentMode(ContentMode)
    /// The colour an image view paints its image's shape in (a template
    /// image, as UIKit's `.alwaysTemplate`), or nil for its own colours.
    case imageTintColor(Color?)
    // DrawingView
    /// A drawing view's display list.
    case drawing(Drawing)
    // Button
    /// A button's state flags.
    case controlState(ControlState)
    /// A button's title for one state.
    case title(String?, for: ControlState)
    /// A button's title color for one state.
    case titleColor(Color?, for: ControlState)
    /// A button's image for one state.
    case buttonImage(Image?, for: ControlState)
    /// A button's background image for one state.
    case backgroundImage(Image?, for: ControlState)
    /// A button's title font.
    case titleFont(Font)
    // ActivityIndicator
    /// Whether an activity indicator spins.
    case animating(Bool)
    /// An activity indicator's color.
    case indicatorColor(Color)
    // ScrollView
    /// The scrollable size of a scroll view's content.
    case contentSize(CGSize)
    /// Extra scrollable space around a scroll view's content.
    case contentInset(EdgeInsets)
    // TextField, TextView (which also use font, textColor and textAlignment)
    /// The editable text and its selection, in character offsets.
    case inputText(String, selection: Range<Int>)
    /// Text shown, dimmed, while the text is empty.
    case placeholder(String?)
    /// Whether the text is shown as bullets (passwords).
    case secureTextEntry(Bool)
    /// The most characters the text may hold; nil for no limit.
    case maximumLength(Int?)
    /// Which keyboard suits the text.
    case keyboardType(KeyboardType)
    /// What the Return key says it does.
    case returnKeyType(ReturnKeyType)
    /// Which letters start in capitals.
    case autocapitalization(Autocapitalization)
    /// Whether spelling is corrected and checked.
    case autocorrection(Bool)
    /// What the text is, for password managers and autofill.
    case textContentType(TextContentType?)
    /// Whether the control takes focus and input at all.
    case enabled(Bool)
    /// A control's value: a ``Switch``'s 1 or 0, a ``Slider``'s,
    /// ``Stepper``'s or ``ProgressView``'s value (-1 for an indeterminate
    /// progress view), a ``SegmentedControl``'s selected index (-1 for none).
    case controlValue(Double)
    /// The values a ``Slider`` or ``Stepper`` takes.
    case valueRange(ValueRange)
    /// Whether the text can be changed (false: read-only, still selectable).
    case editable(Bool)

    /// The property's name without its value: two properties with the same
    /// key replace each other. A button's per-state properties add their
    /// state ("title[4]"); the rest are their ``name``.
    public var key: String {
        switch self {
        case let .title(_, state), let .titleColor(_, state), let .buttonImage(_, state), let .backgroundImage(_, state):
            "\(name.rawValue)[\(state.rawValue)]"
        default:
            name.rawValue
        }
    }
}
