/// A view's accessibility properties besides its label and identifier, in
/// one value: most views keep the defaults, and a `create` skips them then.
struct AccessibilityStorage: Sendable {
    /// Every property at its default: what a view without its own reads.
    static let none = AccessibilityStorage()

    var element: Bool?
    var hint: String?
    var errorMessage: String?
    var language: String?
    var value: String?
    var traits: AccessibilityTraits = []
    var headingLevel = 0
    var expanded: Bool?
    var elementsHidden = false
    var containerType: AccessibilityContainerType = .none
    var liveRegion: AccessibilityLiveRegion = .off
    var customActions: [AccessibilityCustomAction] = []
    var listPosition: AccessibilityListPosition?

    var isDefault: Bool {
        element == nil && hint == nil && errorMessage == nil && language == nil && value == nil && traits.isEmpty && headingLevel == 0 && expanded == nil
            && !elementsHidden && containerType == .none && liveRegion == .off && customActions.isEmpty
            && listPosition == nil
    }

    /// The properties that differ from the defaults.
    var properties: [ViewProperty] {
        var result: [ViewProperty] = []
        if element != nil { result.append(.accessibilityElement(element)) }
        if hint != nil { result.append(.accessibilityHint(hint)) }
        if errorMessage != nil { result.append(.accessibilityErrorMessage(errorMessage)) }
        if language != nil { result.append(.accessibilityLanguage(language)) }
        if value != nil { result.append(.accessibilityValue(value)) }
        if !traits.isEmpty { result.append(.accessibilityTraits(traits)) }
        if headingLevel != 0 { result.append(.accessibilityHeadingLevel(headingLevel)) }
        if expanded != nil { result.append(.accessibilityExpanded(expanded)) }
        if elementsHidden { result.append(.accessibilityElementsHidden(true)) }
        if containerType != .none { result.append(.accessibilityContainerType(containerType)) }
        if liveRegion != .off { result.append(.accessibilityLiveRegion(liveRegion)) }
        if !customActions.isEmpty { result.append(.accessibilityCustomActions(customActions)) }
        if listPosition != nil { result.append(.accessibilityListPosition(listPosition)) }
        return result
    }

    /// Every accessibility property at its default, by key: what a new view
    /// has, so a reused view can be reset.
    static let defaults: [ViewProperty] = [
        .accessibilityElement(nil), .accessibilityHint(nil), .accessibilityErrorMessage(nil), .accessibilityLanguage(nil),
        .accessibilityValue(nil), .accessibilityTraits([]),
        .accessibilityHeadingLevel(0), .accessibilityExpanded(nil), .accessibilityElementsHidden(false),
        .accessibilityContainerType(.none), .accessibilityLiveRegion(.off), .accessibilityCustomActions([]),
        .accessibilityListPosition(nil),
    ]
}
