import Foundation

/// A button that shows the chosen option and opens a list of options to
/// choose another, as SwiftUI's menu-style `Picker`, AppKit's
/// `NSPopUpButton` or a web page's `<select>`.
///
/// A tap, Enter, Space or Down opens the list under the button (over it
/// when there is no room below), the chosen option checked and active.
/// While it is open, focus stays on the button: Up and Down move the
/// active option, Home and End go to the ends, typing a title's first
/// letters goes to it, Enter or Space chooses the active option; Escape,
/// a click outside or focus moving away closes the list without a choice.
/// A choice closes the list and sends ``ControlEvents/valueChanged``.
///
/// To assistive technology it is a `combobox` named by its label and
/// read with the chosen title, expanded or collapsed; the open list is a
/// `listbox` of `option`s, the active one its active descendant.
///
/// ```swift
/// let sort = PopUpButton()
/// sort.options = ["Newest", "Popular", "Nearby"]
/// sort.selectedIndex = 0
/// sort.accessibilityLabel = "Sort by"
/// sort.addControlEventHandler(for: .valueChanged, named: "sort") { view, _ in
///     print((view as? PopUpButton)?.selectedIndex ?? -1)
/// }
/// ```
@MainActor
open class PopUpButton: Control {
    /// A pop-up button's height.
    nonisolated public static let defaultHeight: CGFloat = 36
    /// No option chosen.
    nonisolated public static let noSelection = -1

    private let background = View()
    let titleLabel = Label()
    private let chevron = Label()
    /// The open list, while it is open.
    private(set) var list: PopUpList?

    /// The options' titles, in order. Setting them closes the list; a
    /// chosen index past the new end is cleared.
    public var options: [String] = [] {
        didSet {
            guard options != oldValue else { return }
            close()
            if storedIndex >= options.count { storedIndex = Self.noSelection }
            record(.controlValue(Double(storedIndex)))
            updateParts()
        }
    }

    /// Shown while no option is chosen.
    public var placeholder = "Choose" {
        didSet { if placeholder != oldValue { updateParts() } }
    }

    /// The chosen option, or ``noSelection``. An index past the options is
    /// taken as ``noSelection`` and reported once through ``ComponentDiagnostics``.
    public var selectedIndex: Int {
        get { storedIndex }
        set {
            var taken = newValue
            if newValue != Self.noSelection, !options.indices.contains(newValue) {
                taken = Self.noSelection
                let identity = accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                    kind: "PopUpButton.selectedIndex \(newValue) of \(options.count)",
                    message: "PopUpButton\(identity): selectedIndex \(newValue) is not one of its \(options.count) options; none is chosen instead"))
            }
            guard taken != storedIndex else { return }
            storedIndex = taken
            record(.controlValue(Double(taken)))
            updateParts()
        }
    }
    private var storedIndex = PopUpButton.noSelection

    /// The chosen option's title; nil while none is chosen.
    public var selectedTitle: String? { options.indices.contains(storedIndex) ? options[storedIndex] : nil }

    /// Whether the list is open.
    public var isOpen: Bool { list != nil }

    /// The open list's `listbox` view; nil while it is closed.
    public var listView: View? { list?.card }

    /// The view of the option the keys have reached, the button's active
    /// descendant to assistive technology; nil while the list is closed.
    public var activeOptionView: View? { list?.activeRow }

    /// The option the keys have reached while the list is open (the one
    /// Enter chooses); nil while it is closed.
    public private(set) var activeIndex: Int?
    /// The letters typed since the list opened, for type-ahead.
    var typedPrefix = ""

    /// A pop-up button without options, 160 × 36 points.
    public required init(frame: CGRect = CGRect(x: 0, y: 0, width: 160, height: PopUpButton.defaultHeight)) {
        super.init(frame: frame)
        background.cornerRadius = 8
        titleLabel.numberOfLines = 1
        chevron.text = "▾"
        chevron.textAlignment = .center
        for part in [background, titleLabel, chevron] as [View] { try? content.addSubview(part) }
        accessibilityExpanded = false
        updateParts()
    }

    override open func updateParts() {
        let traits = traitCollection
        background.frame = bounds
        background.backgroundColor = SemanticColor.fill.resolved(for: traits)
        let size = Swift.min(28, Font.TextStyle.body.size(for: traits.contentSizeCategory))
        titleLabel.font = .system(size: size)
        chevron.font = .system(size: size)
        titleLabel.text = AttributedText(selectedTitle ?? placeholder)
        titleLabel.textColor = (selectedTitle == nil ? SemanticColor.secondaryLabel : .label).resolved(for: traits)
        chevron.textColor = SemanticColor.tint.resolved(for: traits)
        let chevronWidth: CGFloat = 28
        titleLabel.writingDirection = traits.layoutDirection
        titleLabel.textAlignment = isRightToLeft ? .right : .left
        chevron.frame = CGRect(x: isRightToLeft ? 4 : bounds.width - chevronWidth - 4, y: 0, width: chevronWidth, height: bounds.height)
        titleLabel.frame = CGRect(x: isRightToLeft ? chevronWidth + 4 : 12, y: 0,
                                  width: Swift.max(0, bounds.width - chevronWidth - 16), height: bounds.height)
        list?.refresh()
    }

    /// A select-only combobox names its open list and the option the keys are on.
    override open var accessibilityRelations: [AccessibilityRelation] {
        var relations: [AccessibilityRelation] = []
        if let list = listView { relations.append(AccessibilityRelation(.controls, list)) }
        if let active = activeOptionView { relations.append(AccessibilityRelation(.activeDescendant, active)) }
        return relations
    }

    override open var controlAccessibility: ControlAccessibility? {
        ControlAccessibility(role: .comboBox, valueText: selectedTitle, popUp: .listBox)
    }

    // MARK: Opening and choosing

    /// Opens the list, its chosen option active; does nothing when it is
    /// open, disabled, out of a window or without options.
    public func open() {
        guard list == nil, isEnabled, let window, !options.isEmpty else { return }
        activeIndex = options.indices.contains(storedIndex) ? storedIndex : 0
        let made = PopUpList(button: self)
        list = made
        made.frame = window.rootView.bounds
        // A fresh list is no ancestor of the root view.
        try? window.rootView.addSubview(made)
        made.refresh()
        window.openPopUp = self
        accessibilityExpanded = true
    }

    /// Closes the list without a choice.
    public func close() {
        guard let list else { return }
        self.list = nil
        if window?.openPopUp === self { window?.openPopUp = nil }
        activeIndex = nil
        typedPrefix = ""
        list.removeFromSuperview()
        accessibilityExpanded = false
    }

    /// Chooses option `index` as a person does: closes the list and sends
    /// ``ControlEvents/valueChanged`` when the choice changed.
    func choose(_ index: Int) {
        guard options.indices.contains(index) else { return }
        close()
        // A click on the list took the page's focus off the button: it comes back.
        if window?.firstResponder == nil { becomeFirstResponder() }
        guard index != storedIndex else { return }
        selectedIndex = index
        sendActions(for: .valueChanged)
    }

    /// Moves the active option to `index` (clamped), scrolling the list to show it.
    func activate(_ index: Int) {
        guard isOpen, !options.isEmpty else { return }
        let moved = Swift.min(options.count - 1, Swift.max(0, index))
        guard moved != activeIndex else { return }
        activeIndex = moved
        list?.refresh()
        // The button's semantics name the active option: they change with it.
        recordAccessibilityChange()
    }

    /// Records the expanded state again, so a backend that mirrors
    /// semantics derives the button's anew: its active option changed.
    func recordAccessibilityChange() {
        record(.accessibilityExpanded(accessibilityExpanded))
    }

    // MARK: Input

    /// A tap opens the list, or closes it when open.
    override open func tapped(at point: CGPoint) {
        if isOpen { close() } else { open() }
    }

    /// The keys a select-only combobox takes (see the type's overview):
    /// opening, moving through the list, type-ahead, choosing and Escape.
    override open func keyDown(_ event: KeyEvent) -> Bool {
        handleKey(event) || super.keyDown(event)
    }


    override open func prepareForReuse() {
        super.prepareForReuse()
        close()
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        guard case let .controlValue(value) = property else { return super.applyOwnProperty(property) }
        selectedIndex = value.isFinite ? Int(value) : Self.noSelection
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.controlValue(Double(storedIndex))]
    }
}

extension PopUpButton: WindowPopUp {
    func keepsOpen(forFocusOn view: View) -> Bool { view === self }
    func closePopUp() { close() }
}
