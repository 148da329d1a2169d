extension View {
    /// The background as a role rather than a fixed colour: ``backgroundColor``
    /// becomes `color` resolved for the view's traits, now and whenever they
    /// change (the window's colour scheme or contrast, or a move into another
    /// window), as a `UIView` with `.systemBackground` does. Setting
    /// ``backgroundColor`` itself ends this; nil leaves the colour as it is.
    ///
    /// ```swift
    /// screen.semanticBackgroundColor = .systemBackground   // white, black in dark mode
    /// ```
    public var semanticBackgroundColor: SemanticColor? {
        get { semanticBackground }
        set {
            if let newValue { backgroundColor = newValue.resolved(for: traitCollection) }
            semanticBackground = newValue
        }
    }

    /// The border as a role rather than a fixed colour: ``borderColor``
    /// follows `color` resolved for the view's traits, as
    /// ``semanticBackgroundColor`` does for the background.
    public var semanticBorderColor: SemanticColor? {
        get { semanticBorder }
        set {
            if let newValue { borderColor = newValue.resolved(for: traitCollection) }
            semanticBorder = newValue
        }
    }
}
