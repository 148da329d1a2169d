import Foundation

/// A value picked along a track, as `UISlider`: a round thumb on a thin
/// track, tinted from the minimum end to the thumb.
///
/// A pointer that goes down on the track moves the thumb there and drags
/// it. With the focus, the arrow keys move it by one step (Right is toward
/// the maximum, or toward the minimum right to left; Up is always toward
/// the maximum), Page Up and Page Down by a tenth of the range, Home and
/// End to the ends. Each change a person makes sends
/// ``ControlEvents/valueChanged`` (only when the pointer goes up, with
/// ``isContinuous`` off). Values are kept in ``ValueControl/range`` and on its step.
///
/// To assistive technology it is a slider with its value and range
/// (`role=slider`, `aria-valuenow`, `aria-valuemin`, `aria-valuemax`), read
/// as a percentage of the range unless ``View/accessibilityValue`` says otherwise.
///
/// ```swift
/// let volume = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
/// volume.range = ValueRange(0...10, step: 1)
/// volume.value = 7
/// volume.accessibilityLabel = "Volume"
/// ```
@MainActor
open class Slider: ValueControl {
    /// The slider's height, `UISlider`'s.
    nonisolated public static let defaultHeight: CGFloat = 31
    /// The thumb's diameter.
    nonisolated public static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    nonisolated public static let trackHeight: CGFloat = 4

    private let minimumTrack = View()
    private let maximumTrack = View()
    private let thumb = View()

    /// Whether a drag sends ``ControlEvents/valueChanged`` as the thumb
    /// moves (the default) or once, when the pointer goes up.
    public var isContinuous = true

    /// The track's colour from the minimum to the thumb; nil for the tint of the slider's traits.
    public var minimumTrackTintColor: Color? {
        didSet { if minimumTrackTintColor != oldValue { updateParts() } }
    }

    public required init(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: Slider.defaultHeight)) {
        super.init(frame: frame)
        maximumTrack.semanticBackgroundColor = .fill
        thumb.backgroundColor = .white
        thumb.shadow = Shadow(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 2), radius: 2)
        for part in [maximumTrack, minimumTrack, thumb] { try? content.addSubview(part) }
        updateParts()
    }

    /// Sets the value; a person's change (`byPerson`) sends
    /// ``ControlEvents/valueChanged`` when it changed the value and the
    /// slider is continuous. Returns whether the value changed.
    @discardableResult
    override func setValue(_ newValue: Double, byPerson: Bool) -> Bool {
        guard super.setValue(newValue, byPerson: byPerson) else { return false }
        if byPerson, isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    /// The distance one arrow key moves: the step, or a hundredth of the range.
    var keyStep: Double { range.step > 0 ? range.step : (range.maximum - range.minimum) / 100 }
    /// The distance Page Up and Page Down move: a tenth of the range, at least one step.
    var pageStep: Double {
        let tenth = (range.maximum - range.minimum) / 10
        return range.step > 0 ? max(range.step, (tenth / range.step).rounded() * range.step) : tenth
    }

    /// The thumb's centre along the track for `fraction` of the range.
    private func thumbCenterX(_ fraction: Double) -> CGFloat {
        let travel = max(0, bounds.width - Self.thumbDiameter)
        let offset = Self.thumbDiameter / 2 + CGFloat(fraction) * travel
        return isRightToLeft ? bounds.width - offset : offset
    }

    override open func updateParts() {
        let middle = bounds.height / 2
        let centerX = thumbCenterX(range.fraction(of: storedValue))
        let trackTop = middle - Self.trackHeight / 2
        let lead = isRightToLeft ? CGRect(x: centerX, y: trackTop, width: max(0, bounds.width - centerX), height: Self.trackHeight)
                                 : CGRect(x: 0, y: trackTop, width: max(0, centerX), height: Self.trackHeight)
        minimumTrack.frame = lead
        maximumTrack.frame = CGRect(x: 0, y: trackTop, width: bounds.width, height: Self.trackHeight)
        for track in [minimumTrack, maximumTrack] { track.cornerRadius = Self.trackHeight / 2 }
        minimumTrack.backgroundColor = minimumTrackTintColor ?? SemanticColor.tint.resolved(for: traitCollection)
        thumb.frame = CGRect(x: centerX - Self.thumbDiameter / 2, y: middle - Self.thumbDiameter / 2,
                             width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.cornerRadius = Self.thumbDiameter / 2
    }

    override open var controlAccessibility: ControlAccessibility? {
        let percent = Int((range.fraction(of: storedValue) * 100).rounded())
        return ControlAccessibility(role: .slider, value: storedValue, range: range.bounds, valueText: "\(percent)%")
    }

    /// A tenth of the range up, as VoiceOver's swipe up on a `UISlider`.
    override open func accessibilityIncrement() { if isEnabled { setValue(storedValue + pageStep, byPerson: true) } }
    /// A tenth of the range down.
    override open func accessibilityDecrement() { if isEnabled { setValue(storedValue - pageStep, byPerson: true) } }

    // MARK: Pointer

    private var isTracking = false
    private var valueAtDown: Double = 0

    /// The value under `point`, along the track.
    private func value(at point: CGPoint) -> Double {
        let travel = bounds.width - Self.thumbDiameter
        guard travel > 0, point.x.isFinite else { return storedValue }
        var fraction = Double((point.x - Self.thumbDiameter / 2) / travel)
        if isRightToLeft { fraction = 1 - fraction }
        return range.value(atFraction: min(max(fraction, 0), 1))
    }

    override open func pointerBegan(at point: CGPoint, event: PointerEvent) {
        guard isEnabled else { return super.pointerBegan(at: point, event: event) }
        isTracking = true
        valueAtDown = storedValue
        sendActions(for: .touchDown)
        setValue(value(at: point), byPerson: true)
    }

    override open func pointerMoved(to point: CGPoint, event: PointerEvent) {
        guard isEnabled, isTracking else { return super.pointerMoved(to: point, event: event) }
        setValue(value(at: point), byPerson: true)
    }

    override open func pointerEnded(at point: CGPoint, event: PointerEvent) {
        guard isEnabled, isTracking else { return super.pointerEnded(at: point, event: event) }
        isTracking = false
        setValue(value(at: point), byPerson: true)
        if !isContinuous, storedValue != valueAtDown { sendActions(for: .valueChanged) }
        sendActions(for: self.point(inside: point) ? .touchUpInside : .touchUpOutside)
    }

    override open func pointerCancelled() {
        isTracking = false
        super.pointerCancelled()
    }

    // MARK: Keys

    override open func keyDown(_ event: KeyEvent) -> Bool {
        guard let move = keyMove(for: event) else { return super.keyDown(event) }
        let target = switch move {
        case let .steps(count): storedValue + count * keyStep
        case let .pages(count): storedValue + count * pageStep
        case .minimum: range.minimum
        case .maximum: range.maximum
        }
        setValue(target, byPerson: true)
        if !isContinuous { sendActions(for: .valueChanged) }
        return true
    }

}
