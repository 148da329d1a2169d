import Foundation

/// A rectangle in a retained view tree: the Linux counterpart of `UIView`.
///
/// Views are main-actor objects. Every change to an attached view (one in a
/// ``Window``'s tree) is recorded as a ``ViewMutation``; backends draw or
/// mirror the tree from those records and never change it.
///
/// ```swift
/// let window = Window(size: CGSize(width: 390, height: 844))
/// let card = View(frame: CGRect(x: 16, y: 16, width: 358, height: 120))
/// card.backgroundColor = .white
/// card.cornerRadius = 12
/// try window.rootView.addSubview(card)
/// let transaction = window.takeTransaction()   // create + insert
/// ```
@MainActor
open class View {
    private static var nextID: UInt64 = 1

    /// This view's identity; never reused in the process.
    public let id: ViewID

    /// The kind a backend builds for this view; subclasses override.
    open class var kind: ViewKind { .view }

    /// The view this one is a subview of.
    public internal(set) var superview: View? {
        get { parentView }
        set { parentView = newValue }
    }

    // Not weak: weak references move a view's reference count to a side table,
    // which slows every retain while mounting. A view clears its subviews'
    // pointers when it goes away, so this never dangles.
    unowned(unsafe) var parentView: View?
    /// Subviews, back to front.
    public internal(set) var subviews: [View] = []
    /// The window whose tree holds this view, if any.
    public internal(set) weak var window: Window?
    /// Gesture recognizers attached to this view, in the order added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// Handlers that hear key events reaching this view (see ``addKeyHandler(_:)``).
    var keyHandlers: [@MainActor (KeyEvent) -> Bool] = []

    /// Places the view in the window's focus order ahead of the geometric
    /// order: views with an index come first, lowest first, like HTML's
    /// positive `tabindex`. Nil (the default) keeps the reading order.
    public var focusIndex: Int? {
        didSet { if focusIndex != oldValue { setNeedsFocusOrderUpdate() } }
    }
    /// Whether Tab reaches this view after the rest of its scroll view's
    /// content, wherever it sits (a table's section index beside the rows).
    var comesAfterContentInFocusOrder: Bool { false }

    isolated deinit {
        for subview in subviews { subview.parentView = nil }
    }

    /// A view with a frame.
    public required init(frame: CGRect = .zero) {
        // Views are created on the main actor only, so this counter needs no lock.
        id = ViewID(rawValue: View.nextID)
        View.nextID += 1
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Position and size in the superview's coordinate space.
    public var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            let resized = frame.size != oldValue.size
            if frame.size != bounds.size { bounds.size = frame.size }
            record(.frame(frame))
            if resized { layoutSubviews() }
        }
    }

    /// The view's own coordinate space: origin is the scroll offset, size the frame's.
    public var bounds: CGRect {
        didSet {
            if bounds.size != frame.size { frame.size = bounds.size }
            if bounds.origin != oldValue.origin { record(.boundsOrigin(bounds.origin)) }
        }
    }

    /// Fill behind the content, drawn inside the rounded corners.
    public var backgroundColor: Color? {
        didSet {
            // A colour set directly replaces a semantic one (see `semanticBackgroundColor`).
            semanticBackground = nil
            if backgroundColor != oldValue { record(.backgroundColor(backgroundColor)) }
        }
    }

    /// Opacity of the view and its subtree, 0...1; values outside are clamped.
    public var alpha: CGFloat = 1 {
        didSet {
            let clamped = alpha.isNaN ? 0 : Swift.min(1, Swift.max(0, alpha))
            if clamped != alpha { alpha = clamped; return }
            if alpha != oldValue { record(.alpha(alpha)) }
        }
    }

    /// Whether the view and its subtree are neither drawn nor hit.
    ///
    /// Hiding a view takes focus from it and from its descendants.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            record(.hidden(isHidden))
            if isHidden { resignFocusWithin() }
        }
    }

    /// Whether subviews are clipped to the bounds (with rounded corners) and
    /// pointer events outside the bounds skip the subtree.
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { record(.clipsToBounds(clipsToBounds)) } }
    }

    /// Radius of the rounded corners of the background, border and clip.
    public var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { record(.cornerRadius(cornerRadius)) } }
    }

    /// Border width, stroked inside the bounds above the subviews.
    public var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { record(.borderWidth(borderWidth)) } }
    }

    /// Border color.
    public var borderColor: Color = .black {
        didSet {
            semanticBorder = nil
            if borderColor != oldValue { record(.borderColor(borderColor)) }
        }
    }

    /// Whether the view and its subtree receive pointer events.
    public var isUserInteractionEnabled = true {
        didSet {
            guard isUserInteractionEnabled != oldValue else { return }
            record(.userInteractionEnabled(isUserInteractionEnabled))
            if !isUserInteractionEnabled { resignFocusWithin() }
        }
    }

    /// Whether the view and its subtree are out of reach, as HTML's `inert`:
    /// still drawn, but no pointer event hits them, focus cannot enter them,
    /// and assistive technology skips them. A presented screen makes what
    /// is behind it inert (``Window/present(_:style:animated:)``); making a
    /// view inert takes focus from inside it.
    public var isInert = false {
        didSet {
            guard isInert != oldValue else { return }
            record(.inert(isInert))
            if isInert { resignFocusWithin() }
        }
    }

    /// Text read by assistive technology.
    public var accessibilityLabel: String? {
        didSet { if accessibilityLabel != oldValue { record(.accessibilityLabel(accessibilityLabel)) } }
    }

    /// Identifier for tests and automation.
    public var accessibilityIdentifier: String? {
        didSet { if accessibilityIdentifier != oldValue { record(.accessibilityIdentifier(accessibilityIdentifier)) } }
    }

    /// The accessibility properties besides label and identifier (see
    /// `View+Accessibility.swift`), kept together: most views never set one.
    var accessibility: AccessibilityStorage {
        // Borrowed rather than copied: focus order and hit testing read one
        // field of it for every view on every flush.
        _read {
            if let box = accessibilityBox { yield box.value } else { yield AccessibilityStorage.none }
        }
        _modify {
            if accessibilityBox == nil { accessibilityBox = ViewStorageBox(AccessibilityStorage()) }
            // Made just above when missing.
            yield &accessibilityBox!.value
        }
    }
    /// Shadow, transform, gradient, corner radii and group opacity (see `View+LayerStyle.swift`).
    var layerStyle: LayerStyleStorage {
        _read {
            if let box = layerStyleBox { yield box.value } else { yield LayerStyleStorage.none }
        }
        _modify {
            if layerStyleBox == nil { layerStyleBox = ViewStorageBox(LayerStyleStorage()) }
            // Made just above when missing.
            yield &layerStyleBox!.value
        }
    }
    // Boxes made on the first change: inline, these defaults would be two
    // fifths of every view (a server holds every session's views).
    private var accessibilityBox: ViewStorageBox<AccessibilityStorage>?
    private var layerStyleBox: ViewStorageBox<LayerStyleStorage>?
    /// The roles the background and border follow (`View+SemanticColors.swift`); nil for fixed colours.
    var semanticBackground: SemanticColor?
    var semanticBorder: SemanticColor?

    /// Debug outlines and their provider (see `View+DebugOutlines.swift`); nil for almost every view.
    var debugStorage: ViewDebugStorage?

    /// Whether the view is one accessibility element when nobody said
    /// (``isAccessibilityElement``): true for labels, buttons, text inputs
    /// and activity indicators, and for images with a label.
    open var isAccessibilityElementByDefault: Bool { false }

    /// What a control says of itself to assistive technology (its role,
    /// whether it is on, its value within its range); nil for a view that
    /// is no such control. The built-in controls override it.
    open var controlAccessibility: ControlAccessibility? { nil }

    /// The rows and columns a screen reader is told of when the view is
    /// read as a grid (``isAccessibilityGrid``): a list laid out in columns,
    /// a date picker's month; nil for a view that is no grid. A grid's
    /// cells are the subviews with a ``AccessibilityListPosition/grid`` place.
    open var accessibilityGridSize: (rows: Int, columns: Int)? { nil }

    /// Other views this one names for assistive technology: the view that
    /// labels it, the one it controls, the one its keys are on. A view
    /// whose relations change records a change of its own, so backends
    /// that mirror semantics derive them again.
    open var accessibilityRelations: [AccessibilityRelation] { [] }

    /// Raises an adjustable element's value (``AccessibilityTraits/adjustable``);
    /// the Up and Right arrow keys call it while the view has focus.
    open func accessibilityIncrement() {}

    /// Lowers an adjustable element's value; the Down and Left arrow keys
    /// call it while the view has focus.
    open func accessibilityDecrement() {}

    /// All properties with their current values, as a `create` mutation carries them.
    ///
    /// Accessibility properties other than the label and identifier, and
    /// layer styles (shadow, transform, …), are included only when set, as
    /// ``ViewProperty/focused(_:)`` is: most views have none. Subclasses append their own after calling `super`.
    open var recordedProperties: [ViewProperty] {
        var properties: [ViewProperty] = [
            .frame(frame), .boundsOrigin(bounds.origin), .backgroundColor(backgroundColor), .alpha(alpha),
            .hidden(isHidden), .clipsToBounds(clipsToBounds), .cornerRadius(cornerRadius),
            .borderWidth(borderWidth), .borderColor(borderColor),
            .userInteractionEnabled(isUserInteractionEnabled), .accessibilityLabel(accessibilityLabel),
            .accessibilityIdentifier(accessibilityIdentifier),
        ]
        if isFirstResponder { properties.append(.focused(true)) }
        if isInert { properties.append(.inert(true)) }
        if !accessibility.isDefault { properties += accessibility.properties }
        if !layerStyle.isDefault { properties += layerStyle.properties }
        if let outlines = debugStorage?.outlines, !outlines.isEmpty { properties.append(.debugOutlines(outlines)) }
        return properties
    }

    /// Sets a property that only this subclass has; returns false if it has
    /// none by that name. Subclasses handle their cases, then call `super`.
    open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        false
    }

    /// The value a new view of this class has for `key`, used to reset
    /// (unapply) a property on a reused view.
    open func initialValue(forKey key: String) -> ViewProperty? {
        Self.initialProperties[key]
    }

    /// Called when the view is set aside for reuse (hidden by a mounter
    /// because no component uses it now); release work in flight here.
    open func prepareForReuse() {}

    /// Called after the view's size changed; override to lay out subviews.
    open func layoutSubviews() {}

    /// Called when the window's ``View/traitCollection`` changed from `previous`
    /// (colour scheme, text size, direction, …), or the view entered a
    /// window whose traits differ from those it had, parents before children.
    /// Views that draw semantic colours or host components override it to
    /// restyle or render again; the default does nothing.
    open func traitCollectionDidChange(_ previous: TraitCollection) {}

    /// Sets every colour that follows a role (``semanticBackgroundColor``,
    /// a label's text) to the role's colour for the current traits. Called
    /// before ``traitCollectionDidChange(_:)``; views with roles of their
    /// own override it and call `super`.
    func resolveSemanticColors() {
        if let role = semanticBackground { semanticBackgroundColor = role }
        if let role = semanticBorder { semanticBorderColor = role }
    }

    /// Gives the property named `key` back its role when a new view of this
    /// class follows one for it (a label's text colour follows
    /// ``SemanticColor/label``), returning whether it did: a reset property
    /// (a component that stopped setting it) keeps following the traits.
    func restoreSemanticDefault(forKey key: String) -> Bool {
        false
    }

    /// Sets `animation.to` on the view and records the change as animated
    /// from `animation.from`. Mismatched properties (a `from` of another
    /// key) are refused and change nothing; returns whether it was applied.
    ///
    /// In a window whose traits reduce motion, a frame or transform
    /// animation that does not end by hiding the view is applied without moving: the view is
    /// set where it ends. Fades and colour changes still animate.
    @discardableResult
    public func animate(_ animation: ViewAnimation) -> Bool {
        guard animation.from.key == animation.to.key, apply(animation.to) else { return false }
        if animation.to.key == "frame" || animation.to.key == "transform", !animation.hidesWhenFinished,
            window?.traitCollection.reducesMotion == true { return true }
        window?.record(.animate(id, animation))
        return true
    }

    /// Records a property change if the view is in a window's tree.
    public final func record(_ property: ViewProperty) {
        window?.record(.set(id, property), keepsFocusOrder: property.keepsFocusOrder)
    }

    /// Tells the window that this view's focusability (or anything else
    /// ``Window/focusOrder`` reads) changed without a recorded property
    /// saying so. A subclass whose ``canBecomeFirstResponder`` depends on
    /// state of its own calls it when that state changes.
    public final func setNeedsFocusOrderUpdate() {
        window?.cachedFocusOrder = nil
    }

    // MARK: - Pointer handling (overridden by controls)

    /// The pointer that went down on this view is still down at `time`
    /// (seconds, the events' clock): controls that repeat while held (a
    /// stepper) act on it. Does nothing by default.
    open func pointerHeld(until time: TimeInterval) {}

    /// A pointer went down on this view (it was the hit-tested view); forwards up by default.
    open func pointerBegan(at point: CGPoint, event: PointerEvent) {
        guard let superview else { return }
        superview.pointerBegan(at: convert(point, to: superview), event: event)
    }

    /// The pointer that went down on this view moved; forwards up by default.
    open func pointerMoved(to point: CGPoint, event: PointerEvent) {
        guard let superview else { return }
        superview.pointerMoved(to: convert(point, to: superview), event: event)
    }

    /// The pointer that went down on this view went up; forwards up by default.
    open func pointerEnded(at point: CGPoint, event: PointerEvent) {
        guard let superview else { return }
        superview.pointerEnded(at: convert(point, to: superview), event: event)
    }

    /// A gesture recognizer took over or the pointer was lost; forwards up by default.
    open func pointerCancelled() {
        superview?.pointerCancelled()
    }

    // MARK: - Focus and keys (overridden by controls)

    /// Whether the view can take keyboard focus: by default, when it has an
    /// enabled tap recognizer (a tap target, which Enter and Space then
    /// activate), custom accessibility actions or the adjustable trait. Controls override this; a view must also be visible and
    /// take pointer events to be focused (``isFocusable``).
    ///
    /// The window keeps its ``Window/focusOrder`` until a change that can
    /// alter it: an override that reads state of its own (not a recorded
    /// property) calls ``setNeedsFocusOrderUpdate()`` when that state changes.
    open var canBecomeFirstResponder: Bool {
        gestureRecognizers.contains { $0.isEnabled && $0 is TapGestureRecognizer }
            || !accessibility.customActions.isEmpty || accessibility.traits.contains(.adjustable)
    }

    /// The view became its window's first responder.
    open func didBecomeFirstResponder() {}

    /// The view stopped being its window's first responder.
    open func didResignFirstResponder() {}

    /// A key went down while this view or a descendant had focus; return
    /// whether it was handled (an unhandled key goes on to the superview).
    ///
    /// By default the view's key handlers are asked in order, then its
    /// custom accessibility actions' shortcuts, the arrow keys of a radio
    /// button or an adjustable element, and a tap target or enabled button
    /// takes Enter and Space as a tap.
    open func keyDown(_ event: KeyEvent) -> Bool {
        for handler in keyHandlers where handler(event) { return true }
        if handleAccessibilityKey(event) { return true }
        guard isFirstResponder, event.key == .enter || event.key == .space, event.modifiers.isEmpty else { return false }
        return activateFromKeyboard()
    }

    /// A key went up while this view or a descendant had focus; return
    /// whether it was handled. Key handlers hear key-ups too.
    open func keyUp(_ event: KeyEvent) -> Bool {
        for handler in keyHandlers where handler(event) { return true }
        return false
    }
}
