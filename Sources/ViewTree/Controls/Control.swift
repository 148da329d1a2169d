import Foundation

/// The base of the built-in controls with a value (``Switch``, ``Slider``,
/// ``Stepper``, ``SegmentedControl``), as `UIControl`: enabled or not,
/// focusable while enabled, and sending ``ControlEvents`` to named
/// handlers, ``ControlEvents/valueChanged`` whenever a person changes its
/// value (never for changes made in code).
///
/// A disabled control takes no pointer or key, leaves the focus order, and
/// its parts (in ``content``) are drawn at half opacity.
///
/// The parts are plain views (rounded rectangles, labels) that every
/// backend draws alike; they take no pointer events themselves, so a
/// pointer on any of them is the control's.
///
/// ```swift
/// let wifi = Switch()
/// wifi.addControlEventHandler(for: .valueChanged, named: "wifi") { view, _ in
///     print((view as? Switch)?.isOn ?? false)
/// }
/// ```
@MainActor
open class Control: View, ControlEventSending {
    private var controlEventHandlers = ControlEventHandlers()

    /// The view holding the control's parts, as large as the control.
    public let content = View()

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        content.isUserInteractionEnabled = false
        // The parts are pictures of the control: the control speaks for them.
        content.accessibilityElementsHidden = true
        content.frame = bounds
        try? addSubview(content)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        updateParts()
    }

    override open func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        updateParts()
    }

    /// Places and colours the parts for the control's size, traits and
    /// value; called when any of them changes. Subclasses override it.
    open func updateParts() {}

    /// Whether the control responds to pointers and keys; disabling it takes its focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            record(.enabled(isEnabled))
            content.alpha = isEnabled ? 1 : 0.5
            if !isEnabled { resignFirstResponder() }
            setNeedsFocusOrderUpdate()
        }
    }

    /// Whether a pointer that went down on the enabled control is down.
    private var isPressed = false

    /// Called when a pointer that went down on the enabled control goes up
    /// inside it, at `point` in its coordinates: a tap. Controls that act
    /// on a tap (a switch turns over, a pop-up button opens) override it.
    open func tapped(at point: CGPoint) {}

    override open func pointerBegan(at point: CGPoint, event: PointerEvent) {
        guard isEnabled else { return super.pointerBegan(at: point, event: event) }
        isPressed = true
    }

    override open func pointerEnded(at point: CGPoint, event: PointerEvent) {
        guard isEnabled, isPressed else { return super.pointerEnded(at: point, event: event) }
        isPressed = false
        if self.point(inside: point) { tapped(at: point) }
    }

    override open func pointerCancelled() {
        isPressed = false
        super.pointerCancelled()
    }

    /// Whether the control is laid out right to left, its parts mirrored.
    var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    /// An enabled control takes focus.
    override open var canBecomeFirstResponder: Bool { isEnabled }

    /// An element of its own.
    override open var isAccessibilityElementByDefault: Bool { true }

    public func addControlEventHandler(
        for events: ControlEvents, named name: String, _ handler: @escaping @MainActor (View, ControlEvents) -> Void
    ) {
        controlEventHandlers.add(events, named: name, handler)
    }

    public func removeControlEventHandlers(named name: String) {
        controlEventHandlers.remove(named: name)
    }

    public func sendActions(for events: ControlEvents) {
        for (handler, heard) in controlEventHandlers.handlers(for: events) { handler(self, heard) }
    }

    /// Reports, once per control class, property and value, that code set
    /// `property` to `value`, which the control took as `taken`.
    func reportAdjusted(_ property: String, _ value: Double, to taken: Double, in range: ValueRange) {
        let name = "\(type(of: self))"
        let identity = accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
        ComponentDiagnostics.report(ComponentDiagnostics.Problem(
            kind: "\(name).\(property) \(value) outside \(range)",
            message: "\(name)\(identity): \(property) \(value) is outside \(range); \(taken) is used instead"))
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        guard case let .enabled(value) = property else { return super.applyOwnProperty(property) }
        isEnabled = value
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.enabled(isEnabled)]
    }
}
