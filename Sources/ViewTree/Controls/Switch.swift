import Foundation

/// An on/off switch, as `UISwitch`: a rounded track with a round thumb that
/// slides to the trailing end and tints the track when on.
///
/// A tap, or Space or Enter while it has focus, turns it over and sends
/// ``ControlEvents/valueChanged``; ``setOn(_:animated:)`` changes it from
/// code without sending anything. To assistive technology it is a switch,
/// on or off (the browser backend: `role=switch`, `aria-checked`).
///
/// ```swift
/// let airplane = Switch()                    // 51 × 31 points
/// airplane.setOn(true, animated: false)
/// airplane.addControlEventHandler(for: .valueChanged, named: "airplane") { view, _ in
///     print((view as? Switch)?.isOn ?? false)
/// }
/// ```
@MainActor
open class Switch: Control {
    /// A switch's size, `UISwitch`'s.
    nonisolated public static let defaultSize = CGSize(width: 51, height: 31)
    /// How long the thumb takes to slide.
    nonisolated public static let animationDuration: TimeInterval = 0.25

    private let track = View()
    private let thumb = View()

    /// Whether the switch is on; setting it moves the thumb at once.
    public var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false

    /// The track's colour when on; nil (the default) for the system green of the switch's traits.
    public var onTintColor: Color? {
        didSet { if onTintColor != oldValue { updateParts(animated: false) } }
    }

    public required init(frame: CGRect = CGRect(origin: .zero, size: Switch.defaultSize)) {
        super.init(frame: frame)
        track.semanticBackgroundColor = .fill
        thumb.backgroundColor = .white
        thumb.shadow = Shadow(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 2), radius: 2)
        try? content.addSubview(track)
        try? content.addSubview(thumb)
        updateParts(animated: false)
    }

    /// Turns the switch on or off, sliding the thumb when `animated`;
    /// sends no event (only a person's change does).
    public func setOn(_ newValue: Bool, animated: Bool) {
        guard newValue != on else { return }
        on = newValue
        record(.controlValue(on ? 1 : 0))
        updateParts(animated: animated)
    }

    /// Turns the switch over as a person does: sends ``ControlEvents/valueChanged``.
    func toggleByPerson() {
        guard isEnabled else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    /// The system green for `traits`, darker with more contrast.
    static func systemGreen(for traits: TraitCollection) -> Color {
        if traits.contrast == .high {
            return traits.colorScheme == .dark ? Color(red8: 48, green8: 219, blue8: 91) : Color(red8: 36, green8: 138, blue8: 61)
        }
        return traits.colorScheme == .dark ? Color(red8: 48, green8: 209, blue8: 88) : Color(red8: 52, green8: 199, blue8: 89)
    }

    /// The thumb's frame: inset by 2 points, at the trailing end when on
    /// (the left end, right to left).
    var thumbFrame: CGRect {
        let diameter = max(0, bounds.height - 4)
        let atTrailingEnd = on != isRightToLeft
        let x = atTrailingEnd ? bounds.width - 2 - diameter : 2
        return CGRect(x: x, y: 2, width: diameter, height: diameter)
    }

    private func updateParts(animated: Bool) {
        track.frame = bounds
        track.cornerRadius = bounds.height / 2
        thumb.cornerRadius = max(0, bounds.height - 4) / 2
        let trackColor: Color? = on ? (onTintColor ?? Self.systemGreen(for: traitCollection)) : nil
        let timing = AnimationTiming(duration: Self.animationDuration)
        if animated, window != nil {
            thumb.animate(ViewAnimation(from: .frame(thumb.frame), to: .frame(thumbFrame), timing: timing))
            if let trackColor {
                track.animate(ViewAnimation(from: .backgroundColor(track.backgroundColor), to: .backgroundColor(trackColor), timing: timing))
            } else {
                let from = track.backgroundColor
                track.semanticBackgroundColor = .fill
                track.animate(ViewAnimation(from: .backgroundColor(from), to: .backgroundColor(track.backgroundColor), timing: timing))
            }
        } else {
            thumb.frame = thumbFrame
            if let trackColor { track.backgroundColor = trackColor } else { track.semanticBackgroundColor = .fill }
        }
    }

    override open func updateParts() {
        updateParts(animated: false)
    }

    override open var controlAccessibility: ControlAccessibility? {
        ControlAccessibility(role: .switch, isOn: on)
    }

    /// A tap turns it over.
    override open func tapped(at point: CGPoint) {
        toggleByPerson()
    }

    /// Space and Enter turn the focused switch over.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        if isFirstResponder, isEnabled, event.phase == .down, event.modifiers.isEmpty, event.key == .space || event.key == .enter {
            toggleByPerson()
            return true
        }
        return super.keyDown(event)
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        guard case let .controlValue(value) = property else { return super.applyOwnProperty(property) }
        setOn(value != 0 && !value.isNaN, animated: false)
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.controlValue(on ? 1 : 0)]
    }
}
