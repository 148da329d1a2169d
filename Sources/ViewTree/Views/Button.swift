import Foundation

/// A tappable control with per-state title, colors and images, as `UIButton`.
///
/// A pointer that goes down on an enabled button highlights it; going up
/// inside the bounds sends touch-up-inside to every handler.
///
/// ```swift
/// let follow = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
/// follow.setTitle("Follow", for: .normal)
/// follow.setTitle("Following", for: .selected)
/// follow.addTouchUpInsideHandler { button in button.isSelected.toggle() }
/// ```
@MainActor
open class Button: View, ControlEventSending {
    override open class var kind: ViewKind { .button }

    private var titles: [ControlState: String] = [:]
    private var titleColors: [ControlState: Color] = [:]
    private var images: [ControlState: Image] = [:]
    private var backgroundImages: [ControlState: Image] = [:]
    private var touchUpInsideHandlers: [@MainActor (Button) -> Void] = []
    private var controlEventHandlers = ControlEventHandlers()
    /// Whether a pointer that went down on the enabled button is being tracked.
    private var isTracking = false
    /// Whether the pointer being tracked was inside at its last move.
    private var trackingInside = false

    /// Font of the title.
    public var titleFont: Font = .system(size: 15) {
        didSet { if titleFont != oldValue { record(.titleFont(titleFont)) } }
    }

    /// The state flags; set through ``isSelected``, ``isEnabled`` and ``isHighlighted``.
    public private(set) var state: ControlState = .normal {
        didSet { if state != oldValue { record(.controlState(state)) } }
    }

    /// Whether the button is toggled on.
    public var isSelected: Bool {
        get { state.contains(.selected) }
        set { setFlag(.selected, newValue) }
    }
    /// Whether the button responds to pointers and keys; disabling it takes its focus.
    public var isEnabled: Bool {
        get { !state.contains(.disabled) }
        set {
            setFlag(.disabled, !newValue)
            if !newValue { resignFirstResponder() }
        }
    }
    /// Whether a pointer is down inside the button.
    public var isHighlighted: Bool {
        get { state.contains(.highlighted) }
        set { setFlag(.highlighted, newValue) }
    }

    private func setFlag(_ flag: ControlState, _ on: Bool) {
        guard state.contains(flag) != on else { return }
        if on { state.insert(flag) } else { state.remove(flag) }
        // Focus takes enabled buttons, and a radio group's Tab stop is its checked one.
        if flag != .highlighted { setNeedsFocusOrderUpdate() }
    }

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: ControlState) {
        guard titles[state] != title else { return }
        titles[state] = title
        record(.title(title, for: state))
    }
    /// Sets the title color used in `state`.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        guard titleColors[state] != color else { return }
        titleColors[state] = color
        record(.titleColor(color, for: state))
    }
    /// Sets the image shown before the title in `state`.
    public func setImage(_ image: Image?, for state: ControlState) {
        guard images[state] != image else { return }
        images[state] = image
        record(.buttonImage(image, for: state))
    }
    /// Sets the image stretched behind the content in `state`.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        guard backgroundImages[state] != image else { return }
        backgroundImages[state] = image
        record(.backgroundImage(image, for: state))
    }

    /// The title for `state`, falling back as ``ControlState/lookupOrder`` says.
    public func title(for state: ControlState) -> String? { Self.lookup(titles, state) }
    /// The title color for `state`; when none is set, the tint for the
    /// button's traits (``SemanticColor/tint``: darker with more contrast,
    /// lighter in dark mode), or grey while disabled.
    public func titleColor(for state: ControlState) -> Color {
        Self.lookup(titleColors, state) ?? (state.contains(.disabled) ? .gray : SemanticColor.tint.resolved(for: traitCollection))
    }
    /// The image for `state`.
    public func image(for state: ControlState) -> Image? { Self.lookup(images, state) }
    /// The background image for `state`.
    public func backgroundImage(for state: ControlState) -> Image? { Self.lookup(backgroundImages, state) }

    /// Values for the current state.
    public var currentTitle: String? { title(for: state) }
    /// The title color for the current state.
    public var currentTitleColor: Color { titleColor(for: state) }
    /// The image for the current state.
    public var currentImage: Image? { image(for: state) }
    /// The background image for the current state.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    private static func lookup<Value>(_ table: [ControlState: Value], _ state: ControlState) -> Value? {
        for candidate in state.lookupOrder {
            if let value = table[candidate] { return value }
        }
        return nil
    }

    /// Adds a handler called when a pointer goes up inside the enabled button.
    public func addTouchUpInsideHandler(_ handler: @escaping @MainActor (Button) -> Void) {
        touchUpInsideHandlers.append(handler)
    }

    /// Removes every touch-up-inside handler.
    public func removeAllTouchUpInsideHandlers() {
        touchUpInsideHandlers.removeAll()
    }

    /// Calls the touch-up-inside handlers as a completed tap would, and sends
    /// ``ControlEvents/touchUpInside`` and ``ControlEvents/primaryActionTriggered``.
    public func sendTouchUpInside() {
        for handler in touchUpInsideHandlers { handler(self) }
        sendControlEvents([.touchUpInside, .primaryActionTriggered])
    }

    override open func pointerBegan(at point: CGPoint, event: PointerEvent) {
        guard isEnabled else { return super.pointerBegan(at: point, event: event) }
        isHighlighted = true
        isTracking = true
        trackingInside = true
        sendControlEvents(.touchDown)
    }

    override open func pointerMoved(to point: CGPoint, event: PointerEvent) {
        guard isEnabled else { return super.pointerMoved(to: point, event: event) }
        let inside = self.point(inside: point)
        isHighlighted = inside
        guard isTracking else { return }
        if inside != trackingInside {
            trackingInside = inside
            sendControlEvents(inside ? .touchDragEnter : .touchDragExit)
        }
        sendControlEvents(inside ? .touchDragInside : .touchDragOutside)
    }

    override open func pointerEnded(at point: CGPoint, event: PointerEvent) {
        guard isEnabled else { return super.pointerEnded(at: point, event: event) }
        isHighlighted = false
        isTracking = false
        if self.point(inside: point) {
            sendTouchUpInside()
        } else {
            sendControlEvents(.touchUpOutside)
        }
    }

    override open func pointerCancelled() {
        isHighlighted = false
        guard isTracking else { return }
        isTracking = false
        sendControlEvents(.touchCancel)
    }

    /// Adds a handler for `events`: the touch events, and
    /// ``ControlEvents/primaryActionTriggered`` with every touch-up-inside.
    public func addControlEventHandler(
        for events: ControlEvents, named name: String, _ handler: @escaping @MainActor (View, ControlEvents) -> Void
    ) {
        controlEventHandlers.add(events, named: name, handler)
    }

    /// Removes the handlers added with `name`.
    public func removeControlEventHandlers(named name: String) {
        controlEventHandlers.remove(named: name)
    }

    /// Calls the handlers for any of `events`; a subclass with a value sends
    /// ``ControlEvents/valueChanged`` this way. Touch-up-inside handlers hear
    /// only ``sendTouchUpInside()``.
    public func sendActions(for events: ControlEvents) {
        sendControlEvents(events)
    }

    private func sendControlEvents(_ events: ControlEvents) {
        for (handler, heard) in controlEventHandlers.handlers(for: events) { handler(self, heard) }
    }

    /// An enabled button takes focus.
    override open var canBecomeFirstResponder: Bool { isEnabled }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .controlState(value): state = value
        case let .title(value, state): setTitle(value, for: state)
        case let .titleColor(value, state): setTitleColor(value, for: state)
        case let .buttonImage(value, state): setImage(value, for: state)
        case let .backgroundImage(value, state): setBackgroundImage(value, for: state)
        case let .titleFont(value): titleFont = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    override open func initialValue(forKey key: String) -> ViewProperty? {
        // Per-state values are absent on a new button: reset means nil.
        for state in (0...7).map({ ControlState(rawValue: UInt8($0)) }) {
            switch key {
            case ViewProperty.title(nil, for: state).key: return .title(nil, for: state)
            case ViewProperty.titleColor(nil, for: state).key: return .titleColor(nil, for: state)
            case ViewProperty.buttonImage(nil, for: state).key: return .buttonImage(nil, for: state)
            case ViewProperty.backgroundImage(nil, for: state).key: return .backgroundImage(nil, for: state)
            default: continue
            }
        }
        return super.initialValue(forKey: key)
    }

    /// An element by default.
    override open var isAccessibilityElementByDefault: Bool { true }

    override open var recordedProperties: [ViewProperty] {
        var properties = super.recordedProperties + [.controlState(state), .titleFont(titleFont)]
        for (state, title) in titles.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            properties.append(.title(title, for: state))
        }
        for (state, color) in titleColors.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            properties.append(.titleColor(color, for: state))
        }
        for (state, image) in images.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            properties.append(.buttonImage(image, for: state))
        }
        for (state, image) in backgroundImages.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            properties.append(.backgroundImage(image, for: state))
        }
        return properties
    }
}
