import Foundation

/// The accessibility properties of a view, as UIKit's `UIAccessibility`
/// informal protocol names them. Each change is recorded, so a backend
/// (the browser's ARIA) follows it.
extension View {
    /// Whether assistive technology treats the view as one element, read as
    /// a whole: its label, or when it has none, its descendants' labels
    /// joined ("Lion, Panthera leo, Endangered"), as UIKit reads a table
    /// cell. Its descendants are then not elements of their own.
    ///
    /// Until set, it is the kind's default (``isAccessibilityElementByDefault``);
    /// a view with custom actions is always an element.
    public var isAccessibilityElement: Bool {
        get { accessibility.element ?? (isAccessibilityElementByDefault || !accessibility.customActions.isEmpty) }
        set { accessibilityElementOverride = newValue }
    }

    /// The explicit ``isAccessibilityElement``, or nil for the kind's default.
    public var accessibilityElementOverride: Bool? {
        get { accessibility.element }
        set { update(\.element, to: newValue, recording: ViewProperty.accessibilityElement) }
    }

    /// What activating the element does, read after its label and role
    /// ("Opens the photo"). Keep it short and leave out the role.
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { update(\.hint, to: newValue, recording: ViewProperty.accessibilityHint) }
    }

    /// The language the element's text is read in, a BCP 47 tag ("ja",
    /// "ar-EG", "zh-Hant"); nil (the default) for the app's. Screen readers
    /// switch voices for it (the browser backend sets `lang` on the
    /// element, which its subviews inherit there), as for UIKit's
    /// `accessibilityLanguage`.
    ///
    /// A value that is not a language tag (letters, then parts of letters
    /// and digits joined by "-", each at most 8 long, 64 in all) is refused:
    /// the language stays as it was and the refusal is reported through
    /// ``ComponentDiagnostics`` with the view and the value.
    ///
    /// ```swift
    /// label.accessibilityLanguage = "ja"
    /// ```
    public var accessibilityLanguage: String? {
        get { accessibility.language }
        set {
            if let newValue, !Self.isLanguageTag(newValue) {
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                    kind: "accessibilityLanguage \(newValue)",
                    message: "accessibilityLanguage \"\(newValue)\" of \(type(of: self)) \(accessibilityIdentifier.map { "\"\($0)\"" } ?? "#\(id.rawValue)")"
                        + " is not a BCP 47 language tag (\"ja\", \"ar-EG\"); its language stays \(accessibility.language.map { "\"\($0)\"" } ?? "the app's")"))
                return
            }
            update(\.language, to: newValue, recording: ViewProperty.accessibilityLanguage)
        }
    }

    /// Whether `tag` has the shape of a BCP 47 language tag: letters, then
    /// "-"-joined parts of letters and digits, each 1...8 long, 64 in all.
    static func isLanguageTag(_ tag: String) -> Bool {
        guard (1...64).contains(tag.utf8.count) else { return false }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// Why the element's value is wrong ("Enter a name"); nil when it is
    /// not. Screen readers say the element is invalid and read the message
    /// with it when it takes focus (the browser backend: `aria-invalid` and
    /// the message in its description). Show the message on screen too.
    public var accessibilityErrorMessage: String? {
        get { accessibility.errorMessage }
        set { update(\.errorMessage, to: newValue, recording: ViewProperty.accessibilityErrorMessage) }
    }

    /// The element's current value, read after its label ("50%"). Text
    /// inputs report their text without being told.
    public var accessibilityValue: String? {
        get { accessibility.value }
        set { update(\.value, to: newValue, recording: ViewProperty.accessibilityValue) }
    }

    /// Traits set on this view; its kind adds its own (see ``accessibilityRole``).
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits }
        set {
            guard newValue != accessibility.traits else { return }
            let wasFocusable = canBecomeFirstResponder
            accessibility.traits = newValue
            record(.accessibilityTraits(newValue))
            if wasFocusable, !canBecomeFirstResponder { resignFirstResponder() }
        }
    }

    /// A header's level, 1 (the screen's title) to 6; 0 leaves it unsaid
    /// (the browser backend then gives the page ARIA's implied level, 2,
    /// which ARIA requires a heading to have). Values outside 0...6 are clamped.
    public var accessibilityHeadingLevel: Int {
        get { accessibility.headingLevel }
        set {
            let clamped = Swift.min(6, Swift.max(0, newValue))
            guard clamped != accessibility.headingLevel else { return }
            accessibility.headingLevel = clamped
            record(.accessibilityHeadingLevel(clamped))
        }
    }

    /// Whether what this element shows or hides is expanded (a disclosure
    /// row, a menu button); nil when it expands nothing.
    public var accessibilityExpanded: Bool? {
        get { accessibility.expanded }
        set { update(\.expanded, to: newValue, recording: ViewProperty.accessibilityExpanded) }
    }

    /// Whether this view and its subtree are hidden from assistive
    /// technology while still drawn (decoration, a duplicate of nearby text).
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { update(\.elementsHidden, to: newValue, recording: ViewProperty.accessibilityElementsHidden) }
    }

    /// What the view is as a holder of elements: a list, a group, a landmark.
    public var accessibilityContainerType: AccessibilityContainerType {
        get { accessibility.containerType }
        set { update(\.containerType, to: newValue, recording: ViewProperty.accessibilityContainerType) }
    }

    /// How changes to the view's content are announced when nobody asked
    /// for them (a status line, a result count). For one-off messages use
    /// ``Window/announce(_:priority:)``.
    public var accessibilityLiveRegion: AccessibilityLiveRegion {
        get { accessibility.liveRegion }
        set { update(\.liveRegion, to: newValue, recording: ViewProperty.accessibilityLiveRegion) }
    }

    /// Actions offered besides activation, each with an optional key
    /// shortcut. A view with actions is an element and takes focus.
    ///
    /// Setting actions with the same names and shortcuts replaces the
    /// handlers without recording a change.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { accessibility.customActions }
        set {
            let changed = newValue != accessibility.customActions
            let wasFocusable = canBecomeFirstResponder
            accessibility.customActions = newValue
            guard changed else { return }
            record(.accessibilityCustomActions(newValue))
            if wasFocusable, !canBecomeFirstResponder { resignFirstResponder() }
        }
    }

    /// Where this list item sits in its whole list; list views set it on
    /// their cells, so a screen reader says "3 of 120" though only a few
    /// cells exist.
    public var accessibilityListPosition: AccessibilityListPosition? {
        get { accessibility.listPosition }
        set { update(\.listPosition, to: newValue, recording: ViewProperty.accessibilityListPosition) }
    }

    /// Stores an accessibility value and records the change, if it is one.
    private func update<Value: Equatable>(
        _ path: WritableKeyPath<AccessibilityStorage, Value>, to value: Value, recording property: (Value) -> ViewProperty
    ) {
        guard accessibility[keyPath: path] != value else { return }
        accessibility[keyPath: path] = value
        record(property(value))
    }

    /// Runs the custom action named `name`; returns whether one ran and did something.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String) -> Bool {
        guard let action = accessibility.customActions.first(where: { $0.name == name }) else { return false }
        return action.handler()
    }

    /// Custom action shortcuts, then a radio button's or an adjustable
    /// element's arrow keys.
    func handleAccessibilityKey(_ event: KeyEvent) -> Bool {
        if event.phase == .down {
            for action in accessibility.customActions where action.shortcut?.matches(event) == true {
                if action.handler() { return true }
            }
        }
        if handleRadioKey(event) { return true }
        guard isFirstResponder, event.phase == .down, event.modifiers.isEmpty,
            accessibility.traits.contains(.adjustable) else { return false }
        switch event.key {
        case .arrowUp, .arrowRight: accessibilityIncrement()
        case .arrowDown, .arrowLeft: accessibilityDecrement()
        default: return false
        }
        return true
    }
}
