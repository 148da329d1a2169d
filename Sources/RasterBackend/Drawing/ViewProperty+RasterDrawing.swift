import ViewTree

extension ViewProperty {
    /// Whether a change of this property can change the raster backend's
    /// pixels; properties added later count as drawn until listed here.
    var affectsRasterDrawing: Bool {
        switch self {
        case .userInteractionEnabled, .inert, .accessibilityLabel, .accessibilityIdentifier, .accessibilityElement,
             .accessibilityHint, .accessibilityErrorMessage, .accessibilityLanguage, .accessibilityValue, .accessibilityTraits, .accessibilityHeadingLevel,
             .accessibilityExpanded, .accessibilityElementsHidden, .accessibilityContainerType,
             .accessibilityLiveRegion, .accessibilityCustomActions, .accessibilityListPosition,
             .debugOutlines, .maximumLength, .keyboardType, .returnKeyType, .autocapitalization,
             .autocorrection, .textContentType, .controlValue, .valueRange:
            false
        default:
            true
        }
    }

    /// Whether a change of this property can move where the view's subtree
    /// draws, so its new extent must be found before drawing.
    var affectsRasterExtent: Bool {
        switch self {
        case .frame, .boundsOrigin, .hidden, .alpha, .clipsToBounds, .focused, .transform, .shadow: true
        default: false
        }
    }
}
