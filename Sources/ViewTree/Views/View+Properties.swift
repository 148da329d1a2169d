import Foundation

extension View {
    /// Sets the property `property` names to its value.
    ///
    /// Returns false, changing nothing, when this kind of view does not have
    /// the property (a `.text` on a plain view). Subclasses handle their own
    /// properties in ``applyOwnProperty(_:)``.
    @discardableResult
    public func apply(_ property: ViewProperty) -> Bool {
        switch property {
        case let .frame(value): frame = value
        case let .boundsOrigin(value): bounds.origin = value
        case let .backgroundColor(value): backgroundColor = value
        case let .alpha(value): alpha = value
        case let .hidden(value): isHidden = value
        case let .clipsToBounds(value): clipsToBounds = value
        case let .cornerRadius(value): cornerRadius = value
        case let .borderWidth(value): borderWidth = value
        case let .borderColor(value): borderColor = value
        case let .userInteractionEnabled(value): isUserInteractionEnabled = value
        case let .inert(value): isInert = value
        case let .accessibilityLabel(value): accessibilityLabel = value
        case let .accessibilityIdentifier(value): accessibilityIdentifier = value
        case let .accessibilityElement(value): accessibilityElementOverride = value
        case let .accessibilityHint(value): accessibilityHint = value
        case let .accessibilityLanguage(value): accessibilityLanguage = value
        case let .accessibilityErrorMessage(value): accessibilityErrorMessage = value
        case let .accessibilityValue(value): accessibilityValue = value
        case let .accessibilityTraits(value): accessibilityTraits = value
        case let .accessibilityHeadingLevel(value): accessibilityHeadingLevel = value
        case let .accessibilityExpanded(value): accessibilityExpanded = value
        case let .accessibilityElementsHidden(value): accessibilityElementsHidden = value
        case let .accessibilityContainerType(value): accessibilityContainerType = value
        case let .accessibilityLiveRegion(value): accessibilityLiveRegion = value
        case let .accessibilityCustomActions(value): accessibilityCustomActions = value
        case let .accessibilityListPosition(value): accessibilityListPosition = value
        case let .debugOutlines(value): debugOutlines = value
        case let .transform(value): transform = value
        case let .shadow(value): shadow = value
        case let .backgroundGradient(value): backgroundGradient = value
        case let .cornerRadii(value): cornerRadii = value
        case let .allowsGroupOpacity(value): allowsGroupOpacity = value
        case let .focused(value):
            // A backend mirrors focus the platform moved; a view that cannot take it stays as it is.
            if value { becomeFirstResponder() } else if isFirstResponder { resignFirstResponder() }
        default: return applyOwnProperty(property)
        }
        return true
    }

    /// Sets the property named by `key` back to the value a new view of this
    /// class has (a colour that follows the traits by default, such as a
    /// label's text colour, follows them again). Returns false when the view
    /// has no such property.
    @discardableResult
    public func resetProperty(forKey key: String) -> Bool {
        if restoreSemanticDefault(forKey: key) { return true }
        guard let initial = initialValue(forKey: key) else { return false }
        return apply(initial)
    }

    /// The properties of a freshly made view of this kind, by key.
    ///
    /// Read from a prototype of the kind's base class (``Label`` for labels,
    /// and so on), never of a subclass, whose initializer may need more than
    /// a frame.
    static var initialProperties: [String: ViewProperty] {
        let identifier = ObjectIdentifier(self)
        if let cached = initialPropertiesCache[identifier] { return cached }
        let base: View.Type = switch kind {
        case .view: View.self
        case .label: Label.self
        case .image: ImageView.self
        case .button: Button.self
        case .activityIndicator: ActivityIndicator.self
        case .scroll, .collection, .table: ScrollView.self
        case .textField: TextField.self
        case .textView: TextView.self
        case .cell: ListCell.self
        case .drawing: DrawingView.self
        }
        let prototype = base.init(frame: .zero)
        var table: [String: ViewProperty] = [:]
        for property in AccessibilityStorage.defaults + LayerStyleStorage.defaults { table[property.key] = property }
        for property in prototype.recordedProperties { table[property.key] = property }
        initialPropertiesCache[identifier] = table
        return table
    }
}

/// Initial property values per view class, made once from a prototype.
@MainActor private var initialPropertiesCache: [ObjectIdentifier: [String: ViewProperty]] = [:]

extension View {
    /// The view's current value for the property named `key`, or nil.
    public func currentValue(forKey key: String) -> ViewProperty? {
        // Accessibility properties and layer styles at their defaults are left out of the recorded ones.
        recordedProperties.first { $0.key == key } ?? AccessibilityStorage.defaults.first { $0.key == key }
            ?? LayerStyleStorage.defaults.first { $0.key == key }
    }
}
