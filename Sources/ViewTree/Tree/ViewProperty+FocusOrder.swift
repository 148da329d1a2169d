extension ViewProperty {
    /// Whether a change of this property leaves ``Window/focusOrder`` as it
    /// was, for every view kind: colours, images, titles, fonts, text
    /// input settings and the like. A press only changes a button's
    /// control state, so a tap's flushes need not walk the tree again.
    ///
    /// Anything else, and any property added later, is taken to change it.
    /// The control state is on the list because a button says itself when
    /// a flag that matters changed (enabled, selected); a label's text is
    /// not, as its links make it focusable.
    var keepsFocusOrder: Bool {
        switch self {
        case .backgroundColor, .clipsToBounds, .cornerRadius, .borderWidth, .borderColor, .shadow, .backgroundGradient,
             .cornerRadii, .allowsGroupOpacity, .accessibilityLabel, .accessibilityIdentifier, .accessibilityHint,
             .accessibilityErrorMessage, .accessibilityLanguage, .accessibilityValue, .accessibilityHeadingLevel, .accessibilityExpanded,
             .accessibilityLiveRegion, .accessibilityListPosition, .debugOutlines, .font, .textColor, .textAlignment,
             .numberOfLines, .lineBreakMode, .linkHighlightColor, .highlightedLink, .image, .contentMode, .imageTintColor, .drawing,
             .controlState, .title, .titleColor, .buttonImage, .backgroundImage, .titleFont, .animating, .indicatorColor,
             .inputText, .placeholder, .secureTextEntry, .maximumLength, .keyboardType, .returnKeyType,
             .autocapitalization, .autocorrection, .textContentType, .editable, .controlValue, .valueRange:
            true
        case .frame, .boundsOrigin, .alpha, .hidden, .userInteractionEnabled, .inert, .transform, .accessibilityElement,
             .accessibilityTraits, .accessibilityElementsHidden, .accessibilityContainerType, .accessibilityCustomActions,
             .focused, .text, .writingDirection, .contentSize, .contentInset, .enabled:
            false
        }
    }
}
