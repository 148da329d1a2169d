extension ViewProperty {
    /// Which views' accessibility semantics (role, name, states, reading
    /// order: what ``View/accessibilityRole``, ``View/accessibilityName``
    /// and ``View/accessibilityElements()`` derive) a change of a property
    /// can change. A backend that mirrors semantics derives them again only
    /// for those views.
    public enum AccessibilityReach: Hashable, Sendable {
        /// None: colours, images, fonts, geometry inside the view.
        case none
        /// The view's own, and its ancestors' (an element is named by its
        /// descendants' labels and texts; a list orders visible items only).
        case view
        /// The view's, its ancestors' and its subviews' (a radio group's
        /// buttons, a list's items and a list box's options take their
        /// roles from their container).
        case viewAndSubviews
        /// Only the reading order of the view's container: a list item's
        /// frame places it among its list's items.
        case readingOrder
    }

    /// What a change of this property can change of accessibility semantics.
    ///
    /// Exhaustive on purpose: a property added later must say.
    public var accessibilityReach: AccessibilityReach {
        switch self {
        case .accessibilityLabel, .accessibilityElement, .accessibilityHint, .accessibilityErrorMessage, .accessibilityLanguage,
             .accessibilityValue, .accessibilityTraits, .accessibilityHeadingLevel, .accessibilityExpanded,
             .accessibilityElementsHidden, .accessibilityLiveRegion, .accessibilityCustomActions,
             .accessibilityListPosition, .hidden, .inert, .alpha, .text, .title, .controlState, .placeholder, .keyboardType,
             .enabled, .inputText, .secureTextEntry, .focused, .controlValue, .valueRange:
            .view
        case .accessibilityContainerType:
            .viewAndSubviews
        case .frame:
            .readingOrder
        case .boundsOrigin, .backgroundColor, .clipsToBounds, .cornerRadius, .borderWidth, .borderColor,
             .userInteractionEnabled, .transform, .shadow, .backgroundGradient, .cornerRadii, .allowsGroupOpacity,
             .accessibilityIdentifier, .debugOutlines, .font, .textColor, .textAlignment, .writingDirection,
             .numberOfLines, .lineBreakMode, .linkHighlightColor, .highlightedLink, .image, .contentMode, .imageTintColor, .drawing,
             .titleColor, .buttonImage, .backgroundImage, .titleFont, .animating, .indicatorColor, .contentSize,
             .contentInset, .maximumLength, .returnKeyType, .autocapitalization,
             .autocorrection, .textContentType, .editable:
            .none
        }
    }
}
