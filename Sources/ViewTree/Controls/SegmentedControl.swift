import Foundation

/// A row of segments of which one is chosen, as `UISegmentedControl`: a
/// rounded box with the chosen segment raised on a lighter plate.
///
/// Each segment is a ``Button`` (``segments``) with a title or an image. A
/// tap on a segment, or the arrow keys while one has focus, choose it and
/// send ``ControlEvents/valueChanged``. To assistive technology the control
/// is a radio group named by its ``View/accessibilityLabel``, and its
/// segments radio buttons, one Tab stop for the group (`radiogroup`,
/// `radio`, `aria-checked`). A momentary control (``isMomentary``) keeps
/// no choice: its segments are plain buttons in a group, each a Tab stop.
///
/// ```swift
/// let sort = SegmentedControl(items: [.title("Newest"), .title("Popular")])
/// sort.selectedSegmentIndex = 0
/// sort.accessibilityLabel = "Sort by"
/// ```
@MainActor
open class SegmentedControl: Control {
    /// A segmented control's height, `UISegmentedControl`'s.
    nonisolated public static let defaultHeight: CGFloat = 32
    /// No segment chosen.
    nonisolated public static let noSegment = -1

    /// What a segment shows.
    public enum Item: Hashable, Sendable {
        /// A title.
        case title(String)
        /// An image, read by its accessibility label.
        case image(Image, accessibilityLabel: String)
    }

    private let background = View()
    private let plate = View()
    /// The segments' buttons, leading first.
    public private(set) var segments: [Button] = []

    /// The segments' contents, leading first. Setting them makes the
    /// segments again; a chosen index past the new end is cleared.
    public var items: [Item] = [] {
        didSet { if items != oldValue { itemsChanged() } }
    }

    private func itemsChanged() {
        makeSegments()
        if storedIndex >= items.count {
            storedIndex = Self.noSegment
            record(.controlValue(Double(storedIndex)))
        }
        updateParts(animated: false)
    }

    /// The chosen segment, or ``noSegment``. An index past the segments is
    /// taken as ``noSegment`` and reported once through ``ComponentDiagnostics``.
    public var selectedSegmentIndex: Int {
        get { storedIndex }
        set { select(newValue, byPerson: false) }
    }
    private var storedIndex = SegmentedControl.noSegment

    /// The segment a person chose last: the selected one, or for a
    /// momentary control the one pressed.
    public private(set) var lastChosenIndex = SegmentedControl.noSegment

    /// Whether a segment is only pressed, not kept chosen.
    public var isMomentary = false {
        didSet {
            guard isMomentary != oldValue else { return }
            accessibilityContainerType = isMomentary ? .semanticGroup : .radioGroup
            if isMomentary, storedIndex != Self.noSegment {
                storedIndex = Self.noSegment
                record(.controlValue(Double(storedIndex)))
            }
            updateParts(animated: false)
        }
    }

    public required init(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: SegmentedControl.defaultHeight)) {
        super.init(frame: frame)
        background.semanticBackgroundColor = .fill
        background.cornerRadius = 9
        plate.cornerRadius = 7
        plate.shadow = Shadow(color: .black, opacity: 0.12, offset: CGSize(width: 0, height: 3), radius: 4)
        for part in [background, plate] { try? content.addSubview(part) }
        accessibilityContainerType = .radioGroup
        updateParts(animated: false)
    }

    /// A control with `items`.
    public convenience init(items: [Item]) {
        self.init()
        // An initializer's own assignments run no observers.
        self.items = items
        itemsChanged()
    }

    /// The group holds the elements; the control itself is none.
    override open var isAccessibilityElementByDefault: Bool { false }
    /// The segments take focus, not the control.
    override open var canBecomeFirstResponder: Bool { false }

    private func makeSegments() {
        for segment in segments { segment.removeFromSuperview() }
        segments = items.enumerated().map { index, item in
            let button = Button()
            switch item {
            case let .title(title): button.setTitle(title, for: .normal)
            case let .image(image, label):
                button.setImage(image, for: .normal)
                button.accessibilityLabel = label
            }
            button.titleFont = .system(size: 13, weight: .medium)
            button.addTouchUpInsideHandler { [weak self] _ in self?.select(index, byPerson: true) }
            try? addSubview(button)
            return button
        }
    }

    /// Chooses segment `index`; a person's choice sends ``ControlEvents/valueChanged``.
    func select(_ index: Int, byPerson: Bool) {
        var kept = index
        if index != Self.noSegment, !segments.indices.contains(index) {
            kept = Self.noSegment
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                kind: "SegmentedControl.selectedSegmentIndex \(index)",
                message: "SegmentedControl\(accessibilityIdentifier.map { " \"\($0)\"" } ?? ""): segment \(index) does not exist "
                    + "(it has \(segments.count)); no segment is chosen instead"))
        }
        if byPerson, !isEnabled { return }
        if byPerson { lastChosenIndex = kept }
        if isMomentary {
            if byPerson { sendActions(for: .valueChanged) }
            return
        }
        guard kept != storedIndex else { return }
        storedIndex = kept
        record(.controlValue(Double(kept)))
        updateParts(animated: byPerson)
        if byPerson { sendActions(for: .valueChanged) }
    }

    private func segmentFrame(_ index: Int) -> CGRect {
        let count = max(1, segments.count)
        let width = bounds.width / CGFloat(count)
        let position = isRightToLeft ? count - 1 - index : index
        return CGRect(x: CGFloat(position) * width, y: 0, width: width, height: bounds.height)
    }

    private func updateParts(animated: Bool) {
        background.frame = bounds
        let chosen = segments.indices.contains(storedIndex) ? storedIndex : nil
        for (index, segment) in segments.enumerated() {
            segment.frame = segmentFrame(index)
            segment.isSelected = index == chosen
            segment.isEnabled = isEnabled
            segment.setTitleColor(SemanticColor.label.resolved(for: traitCollection), for: .normal)
            segment.titleFont = .system(size: 13, weight: index == chosen ? .semibold : .medium)
        }
        plate.isHidden = chosen == nil
        plate.backgroundColor = traitCollection.colorScheme == .dark ? Color(red8: 99, green8: 99, blue8: 102) : .white
        guard let chosen else { return }
        let target = segmentFrame(chosen).insetBy(dx: 2, dy: 2)
        if animated, window != nil, !plate.isHidden {
            plate.animate(ViewAnimation(from: .frame(plate.frame), to: .frame(target), timing: AnimationTiming(duration: 0.25)))
        } else {
            plate.frame = target
        }
    }

    override open func updateParts() {
        updateParts(animated: false)
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        guard case let .controlValue(value) = property else { return super.applyOwnProperty(property) }
        guard value.isFinite, abs(value) < Double(Int32.max) else {
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                kind: "SegmentedControl.controlValue \(value)",
                message: "SegmentedControl\(accessibilityIdentifier.map { " \"\($0)\"" } ?? ""): \(value) is no segment index; no segment is chosen instead"))
            selectedSegmentIndex = Self.noSegment
            return true
        }
        selectedSegmentIndex = Int(value)
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.controlValue(Double(storedIndex))]
    }
}
