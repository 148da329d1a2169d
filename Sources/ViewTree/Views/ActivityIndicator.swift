import Foundation

/// A spinner shown while work is in progress, as `UIActivityIndicatorView`.
///
/// A stopped indicator draws nothing (`hidesWhenStopped` behaviour).
///
/// ```swift
/// let spinner = ActivityIndicator(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
/// spinner.isAnimating = true
/// ```
@MainActor
open class ActivityIndicator: View {
    override open class var kind: ViewKind { .activityIndicator }

    /// Whether the indicator spins (and is drawn).
    public var isAnimating = false {
        didSet { if isAnimating != oldValue { record(.animating(isAnimating)) } }
    }
    /// Color of the spokes: ``SemanticColor/secondaryLabel`` for the
    /// indicator's traits until it is set.
    public var color: Color = SemanticColor.secondaryLabel.resolved(colorScheme: .light) {
        didSet {
            semanticColorRole = nil
            if color != oldValue { record(.indicatorColor(color)) }
        }
    }
    /// The role ``color`` follows, resolved for the indicator's traits now
    /// and whenever they change; ``SemanticColor/secondaryLabel`` on a new
    /// indicator. Setting ``color`` ends it.
    public var semanticColor: SemanticColor? {
        get { semanticColorRole }
        set {
            if let newValue { color = newValue.resolved(for: traitCollection) }
            semanticColorRole = newValue
        }
    }
    private var semanticColorRole: SemanticColor? = .secondaryLabel

    /// Starts spinning.
    public func startAnimating() { isAnimating = true }
    /// Stops spinning.
    public func stopAnimating() { isAnimating = false }

    override func resolveSemanticColors() {
        super.resolveSemanticColors()
        if let role = semanticColorRole { semanticColor = role }
    }

    override func restoreSemanticDefault(forKey key: String) -> Bool {
        guard key == "indicatorColor" else { return super.restoreSemanticDefault(forKey: key) }
        semanticColor = .secondaryLabel
        return true
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .animating(value): isAnimating = value
        case let .indicatorColor(value): color = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    /// An element by default.
    override open var isAccessibilityElementByDefault: Bool { true }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.animating(isAnimating), .indicatorColor(color)]
    }
}
