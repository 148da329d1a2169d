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
    /// Color of the spokes.
    public var color: Color = .gray {
        didSet { if color != oldValue { record(.indicatorColor(color)) } }
    }

    /// Starts spinning.
    public func startAnimating() { isAnimating = true }
    /// Stops spinning.
    public func stopAnimating() { isAnimating = false }

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
