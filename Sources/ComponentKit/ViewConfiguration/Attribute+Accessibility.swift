import Foundation
import ViewTree

/// Accessibility attributes for any view, as ComponentKit's
/// `CKComponentAccessibilityContext` carries them; each sets the
/// ``/ViewTree/View`` property of the same name and is taken off a reused view.
///
/// ```swift
/// ViewConfiguration(View.self, [
///     .isAccessibilityElement(true),          // read as one: "Lion, Panthera leo"
///     .accessibilityHint("Opens the species page"),
///     .accessibilityActions([AccessibilityAction("Favourite", shortcut: KeyShortcut("f"), action: favourite)]),
/// ])
/// ```
extension Attribute {
    /// Whether the view is read as one element; its subviews' names make its
    /// name unless it has a label.
    public static func isAccessibilityElement(_ value: Bool) -> Attribute { Attribute(.accessibilityElement(value)) }
    /// What activating the element does, read after a pause.
    public static func accessibilityHint(_ value: String?) -> Attribute { Attribute(.accessibilityHint(value)) }
    /// The language the view's text is read in, a BCP 47 tag ("ja", "ar-EG"):
    /// `View.accessibilityLanguage`.
    public static func accessibilityLanguage(_ value: String?) -> Attribute { Attribute(.accessibilityLanguage(value)) }
    /// Why the element's value is wrong; nil when it is not (see
    /// ``/ViewTree/View/accessibilityErrorMessage``).
    public static func accessibilityErrorMessage(_ value: String?) -> Attribute { Attribute(.accessibilityErrorMessage(value)) }
    /// The element's value ("50%").
    public static func accessibilityValue(_ value: String?) -> Attribute { Attribute(.accessibilityValue(value)) }
    /// Traits on top of the view kind's own.
    public static func accessibilityTraits(_ value: AccessibilityTraits) -> Attribute { Attribute(.accessibilityTraits(value)) }
    /// Makes the view a heading of `level` (1...6): the header trait and its level.
    public static func accessibilityHeading(level: Int) -> Attribute {
        .custom(
            "accessibilityHeading", level,
            apply: { view, level in
                view.accessibilityTraits.insert(.header)
                view.accessibilityHeadingLevel = level
            },
            unapply: { view in
                view.accessibilityTraits.remove(.header)
                view.accessibilityHeadingLevel = 0
            })
    }
    /// Whether what the element controls is expanded; nil when it expands nothing.
    public static func accessibilityExpanded(_ value: Bool?) -> Attribute { Attribute(.accessibilityExpanded(value)) }
    /// Hides the view and its subtree from assistive technology (decoration).
    public static func accessibilityElementsHidden(_ value: Bool) -> Attribute { Attribute(.accessibilityElementsHidden(value)) }
    /// What the view is as a holder of elements.
    public static func accessibilityContainerType(_ value: AccessibilityContainerType) -> Attribute {
        Attribute(.accessibilityContainerType(value))
    }
    /// How changes to the view's content are announced.
    public static func accessibilityLiveRegion(_ value: AccessibilityLiveRegion) -> Attribute {
        Attribute(.accessibilityLiveRegion(value))
    }
    /// Custom actions: the keyboard's and screen reader's way to what a
    /// swipe or long press does. A view with actions takes focus; each
    /// action's shortcut runs it while the view has it.
    ///
    /// Actions compare by name and shortcut; every mount hands the view
    /// this render's ``Action``s, so a reused view never runs an earlier
    /// render's closure.
    public static func accessibilityActions(_ actions: [AccessibilityAction]) -> Attribute {
        let install: @MainActor @Sendable (V) -> Void = { view in
            view.accessibilityCustomActions = actions.map { action in
                AccessibilityCustomAction(action.name, shortcut: action.shortcut) { [weak view] in
                    action.action.send((), from: view)
                    return true
                }
            }
        }
        return .custom(
            "accessibilityActions", actions.map { AccessibilityActionKey(name: $0.name, shortcut: $0.shortcut) },
            apply: { view, _ in install(view) },
            unapply: { view in view.accessibilityCustomActions = [] },
            refresh: install)
    }
}

/// What an accessibility actions attribute compares: the actions' closures
/// are handed over on every mount instead.
private struct AccessibilityActionKey: Hashable, Sendable {
    let name: String
    let shortcut: KeyShortcut?
}

/// A custom accessibility action of a component's view: a name, an optional
/// key shortcut, and the ``Action`` it sends.
///
/// ```swift
/// AccessibilityAction("Delete", shortcut: KeyShortcut(.delete), action: .send(.deletePhoto, from: scope))
/// ```
public struct AccessibilityAction: Hashable, Sendable {
    /// What the action is called.
    public let name: String
    /// A key that runs it while the view has focus.
    public let shortcut: KeyShortcut?
    /// What it sends.
    public let action: Action<Void>

    /// An action called `name` that sends `action`.
    public init(_ name: String, shortcut: KeyShortcut? = nil, action: Action<Void>) {
        self.name = name
        self.shortcut = shortcut
        self.action = action
    }

    /// Equal when the names, shortcuts and the actions' identities are.
    public static func == (lhs: AccessibilityAction, rhs: AccessibilityAction) -> Bool {
        lhs.name == rhs.name && lhs.shortcut == rhs.shortcut && lhs.action.identity == rhs.action.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(shortcut)
        hasher.combine(action.identity)
    }
}
