import Foundation

/// How far a task has come, as `UIProgressView` (a bar filled from the
/// leading end), or, with no progress known, a spinner (as SwiftUI's
/// `ProgressView()`).
///
/// To assistive technology it is a progress bar with its value as a
/// percentage (`role=progressbar`, `aria-valuenow` from 0 to 1), or with
/// none while indeterminate.
///
/// ```swift
/// let download = ProgressView(frame: CGRect(x: 0, y: 0, width: 240, height: 4))
/// download.progress = 0.4
/// download.accessibilityLabel = "Downloading"
/// ```
@MainActor
open class ProgressView: View {
    /// The bar's thickness, `UIProgressView`'s.
    nonisolated public static let barHeight: CGFloat = 4

    private let track = View()
    private let bar = View()
    private let spinner = ActivityIndicator()

    /// The fraction done, 0...1, or nil when unknown (a spinner is shown).
    /// Values outside 0...1 are taken as the nearer end and reported once
    /// through ``ComponentDiagnostics``; NaN is taken as nil.
    public var progress: Double? {
        get { storedProgress }
        set {
            var kept = newValue?.isNaN == true ? nil : newValue
            if let value = kept, !(0...1).contains(value) {
                kept = min(max(value, 0), 1)
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                    kind: "ProgressView.progress \(value)",
                    message: "ProgressView\(accessibilityIdentifier.map { " \"\($0)\"" } ?? ""): progress \(value) is outside 0...1; \(kept ?? 0) is used instead"))
            }
            guard kept != storedProgress else { return }
            storedProgress = kept
            record(.controlValue(kept ?? -1))
            updateParts()
        }
    }
    private var storedProgress: Double? = 0

    /// The filled part's colour; nil for the tint of the view's traits.
    public var progressTintColor: Color? {
        didSet { if progressTintColor != oldValue { updateParts() } }
    }

    public required init(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: ProgressView.barHeight)) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        track.semanticBackgroundColor = .fill
        for part in [track, bar, spinner] as [View] { try? addSubview(part) }
        spinner.isAccessibilityElement = false
        updateParts()
    }

    private func updateParts() {
        let determinate = storedProgress != nil
        track.isHidden = !determinate
        bar.isHidden = !determinate
        spinner.isAnimating = !determinate
        let height = min(bounds.height, Self.barHeight)
        let top = (bounds.height - height) / 2
        track.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
        let filled = bounds.width * CGFloat(storedProgress ?? 0)
        let x = traitCollection.layoutDirection == .rightToLeft ? bounds.width - filled : 0
        bar.frame = CGRect(x: x, y: top, width: filled, height: height)
        for part in [track, bar] { part.cornerRadius = height / 2 }
        bar.backgroundColor = progressTintColor ?? SemanticColor.tint.resolved(for: traitCollection)
        let side: CGFloat = 20
        spinner.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateParts()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        updateParts()
    }

    /// An element of its own.
    override open var isAccessibilityElementByDefault: Bool { true }

    override open var controlAccessibility: ControlAccessibility? {
        guard let progress = storedProgress else { return ControlAccessibility(role: .progress) }
        return ControlAccessibility(role: .progress, value: progress, range: 0...1, valueText: "\(Int((progress * 100).rounded()))%")
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        guard case let .controlValue(value) = property else { return super.applyOwnProperty(property) }
        progress = value < 0 ? nil : value
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.controlValue(storedProgress ?? -1)]
    }
}
