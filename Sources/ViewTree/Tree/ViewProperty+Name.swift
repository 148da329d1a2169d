extension ViewProperty {
    /// A property's name, without value or button state: the one list of
    /// names every backend and wire format keys properties by (the browser
    /// backend sends them as its properties' keys, and its tests check the
    /// page handles each one it sends).
    public enum Name: String, Hashable, Sendable, CaseIterable {
        /// The name of ``ViewProperty`` `.frame`.
        case frame
        /// The name of ``ViewProperty`` `.boundsOrigin`.
        case boundsOrigin
        /// The name of ``ViewProperty`` `.backgroundColor`.
        case backgroundColor
        /// The name of ``ViewProperty`` `.alpha`.
        case alpha
        /// The name of ``ViewProperty`` `.hidden`.
        case hidden
        /// The name of ``ViewProperty`` `.clipsToBounds`.
        case clipsToBounds
        /// The name of ``ViewProperty`` `.cornerRadius`.
        case cornerRadius
        /// The name of ``ViewProperty`` `.borderWidth`.
        case borderWidth
        /// The name of ``ViewProperty`` `.borderColor`.
        case borderColor
        /// The name of ``ViewProperty`` `.userInteractionEnabled`.
        case userInteractionEnabled
        /// The name of ``ViewProperty`` `.inert`.
        case inert
        /// The name of ``ViewProperty`` `.transform`.
        case transform
        /// The name of ``ViewProperty`` `.shadow`.
        case shadow
        /// The name of ``ViewProperty`` `.backgroundGradient`.
        case backgroundGradient
        /// The name of ``ViewProperty`` `.cornerRadii`.
        case cornerRadii
        /// The name of ``ViewProperty`` `.allowsGroupOpacity`.
        case allowsGroupOpacity
        /// The name of ``ViewProperty`` `.accessibilityLabel`.
        case accessibilityLabel
        /// The name of ``ViewProperty`` `.accessibilityIdentifier`.
        case accessibilityIdentifier
        /// The name of ``ViewProperty`` `.accessibilityElement`.
        case accessibilityElement
        /// The name of ``ViewProperty`` `.accessibilityHint`.
        case accessibilityHint
        /// The name of ``ViewProperty`` `.accessibilityErrorMessage`.
        case accessibilityErrorMessage
        /// The name of ``ViewProperty`` `.accessibilityLanguage`.
        case accessibilityLanguage
        /// The name of ``ViewProperty`` `.accessibilityValue`.
        case accessibilityValue
        /// The name of ``ViewProperty`` `.accessibilityTraits`.
        case accessibilityTraits
        /// The name of ``ViewProperty`` `.accessibilityHeadingLevel`.
        case accessibilityHeadingLevel
        /// The name of ``ViewProperty`` `.accessibilityExpanded`.
        case accessibilityExpanded
        /// The name of ``ViewProperty`` `.accessibilityElementsHidden`.
        case accessibilityElementsHidden
        /// The name of ``ViewProperty`` `.accessibilityContainerType`.
        case accessibilityContainerType
        /// The name of ``ViewProperty`` `.accessibilityLiveRegion`.
        case accessibilityLiveRegion
        /// The name of ``ViewProperty`` `.accessibilityCustomActions`.
        case accessibilityCustomActions
        /// The name of ``ViewProperty`` `.accessibilityListPosition`.
        case accessibilityListPosition
        /// The name of ``ViewProperty`` `.focused`.
        case focused
        /// The name of ``ViewProperty`` `.debugOutlines`.
        case debugOutlines
        /// The name of ``ViewProperty`` `.text`.
        case text
        /// The name of ``ViewProperty`` `.font`.
        case font
        /// The name of ``ViewProperty`` `.textColor`.
        case textColor
        /// The name of ``ViewProperty`` `.textAlignment`.
        case textAlignment
        /// The name of ``ViewProperty`` `.writingDirection`.
        case writingDirection
        /// The name of ``ViewProperty`` `.numberOfLines`.
        case numberOfLines
        /// The name of ``ViewProperty`` `.lineBreakMode`.
        case lineBreakMode
        /// The name of ``ViewProperty`` `.linkHighlightColor`.
        case linkHighlightColor
        /// The name of ``ViewProperty`` `.highlightedLink`.
        case highlightedLink
        /// The name of ``ViewProperty`` `.image`.
        case image
        /// The name of ``ViewProperty`` `.contentMode`.
        case contentMode
        /// The name of ``ViewProperty`` `.imageTintColor`.
        case imageTintColor
        /// The name of ``ViewProperty`` `.controlState`.
        case controlState
        /// The name of ``ViewProperty`` `.title`.
        case title
        /// The name of ``ViewProperty`` `.titleColor`.
        case titleColor
        /// The name of ``ViewProperty`` `.buttonImage`.
        case buttonImage
        /// The name of ``ViewProperty`` `.backgroundImage`.
        case backgroundImage
        /// The name of ``ViewProperty`` `.titleFont`.
        case titleFont
        /// The name of ``ViewProperty`` `.animating`.
        case animating
        /// The name of ``ViewProperty`` `.drawing`.
        case drawing
        /// The name of ``ViewProperty`` `.indicatorColor`.
        case indicatorColor
        /// The name of ``ViewProperty`` `.contentSize`.
        case contentSize
        /// The name of ``ViewProperty`` `.contentInset`.
        case contentInset
        /// The name of ``ViewProperty`` `.inputText`.
        case inputText
        /// The name of ``ViewProperty`` `.placeholder`.
        case placeholder
        /// The name of ``ViewProperty`` `.secureTextEntry`.
        case secureTextEntry
        /// The name of ``ViewProperty`` `.maximumLength`.
        case maximumLength
        /// The name of ``ViewProperty`` `.keyboardType`.
        case keyboardType
        /// The name of ``ViewProperty`` `.returnKeyType`.
        case returnKeyType
        /// The name of ``ViewProperty`` `.autocapitalization`.
        case autocapitalization
        /// The name of ``ViewProperty`` `.autocorrection`.
        case autocorrection
        /// The name of ``ViewProperty`` `.textContentType`.
        case textContentType
        /// The name of ``ViewProperty`` `.enabled`.
        case enabled
        /// The name of ``ViewProperty`` `.controlValue`.
        case controlValue
        /// The name of ``ViewProperty`` `.valueRange`.
        case valueRange
        /// The name of ``ViewProperty`` `.editable`.
        case editable
    }

    /// The property's name (``key`` without a button's state).
    public var name: Name {
        switch self {
        case .frame: .frame
        case .boundsOrigin: .boundsOrigin
        case .backgroundColor: .backgroundColor
        case .alpha: .alpha
        case .hidden: .hidden
        case .clipsToBounds: .clipsToBounds
        case .cornerRadius: .cornerRadius
        case .borderWidth: .borderWidth
        case .borderColor: .borderColor
        case .userInteractionEnabled: .userInteractionEnabled
        case .inert: .inert
        case .transform: .transform
        case .shadow: .shadow
        case .backgroundGradient: .backgroundGradient
        case .cornerRadii: .cornerRadii
        case .allowsGroupOpacity: .allowsGroupOpacity
        case .accessibilityLabel: .accessibilityLabel
        case .accessibilityIdentifier: .accessibilityIdentifier
        case .accessibilityElement: .accessibilityElement
        case .accessibilityHint: .accessibilityHint
        case .accessibilityErrorMessage: .accessibilityErrorMessage
        case .accessibilityLanguage: .accessibilityLanguage
        case .accessibilityValue: .accessibilityValue
        case .accessibilityTraits: .accessibilityTraits
        case .accessibilityHeadingLevel: .accessibilityHeadingLevel
        case .accessibilityExpanded: .accessibilityExpanded
        case .accessibilityElementsHidden: .accessibilityElementsHidden
        case .accessibilityContainerType: .accessibilityContainerType
        case .accessibilityLiveRegion: .accessibilityLiveRegion
        case .accessibilityCustomActions: .accessibilityCustomActions
        case .accessibilityListPosition: .accessibilityListPosition
        case .focused: .focused
        case .debugOutlines: .debugOutlines
        case .text: .text
        case .font: .font
        case .textColor: .textColor
        case .textAlignment: .textAlignment
        case .writingDirection: .writingDirection
        case .numberOfLines: .numberOfLines
        case .lineBreakMode: .lineBreakMode
        case .linkHighlightColor: .linkHighlightColor
        case .highlightedLink: .highlightedLink
        case .image: .image
        case .contentMode: .contentMode
        case .imageTintColor: .imageTintColor
        case .controlState: .controlState
        case .title: .title
        case .titleColor: .titleColor
        case .buttonImage: .buttonImage
        case .backgroundImage: .backgroundImage
        case .titleFont: .titleFont
        case .animating: .animating
        case .drawing: .drawing
        case .indicatorColor: .indicatorColor
        case .contentSize: .contentSize
        case .contentInset: .contentInset
        case .inputText: .inputText
        case .placeholder: .placeholder
        case .secureTextEntry: .secureTextEntry
        case .maximumLength: .maximumLength
        case .keyboardType: .keyboardType
        case .returnKeyType: .returnKeyType
        case .autocapitalization: .autocapitalization
        case .autocorrection: .autocorrection
        case .textContentType: .textContentType
        case .enabled: .enabled
        case .controlValue: .controlValue
        case .valueRange: .valueRange
        case .editable: .editable
        }
    }
}
