import Foundation

/// One day of a ``DatePicker``'s calendar: its number, in a tinted disc
/// when it is the chosen day, in the tint when it is today. To assistive
/// technology a grid cell named by the whole date ("Monday, November 30,
/// 2026", after "Today, " for today), selected when chosen, disabled
/// outside the picker's limits.
///
/// Only the day the keys are on takes focus, so the grid is one Tab stop
/// and the arrow keys move within it.
@MainActor
final class DatePickerDay: View {
    private let disc = View()
    private let number = Label()
    /// The start of the day shown.
    private(set) var day = Date(timeIntervalSince1970: 0)
    private(set) var isChosen = false
    private(set) var isAllowed = true
    /// Whether the keys are on this day: it alone takes focus.
    private(set) var isActive = false {
        didSet { if isActive != oldValue { setNeedsFocusOrderUpdate() } }
    }
    weak var calendarView: DatePickerCalendar?

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        number.textAlignment = .center
        number.numberOfLines = 1
        disc.isUserInteractionEnabled = false
        number.isUserInteractionEnabled = false
        // The cell is read by its label, the whole date: the number is a picture of it.
        disc.accessibilityElementsHidden = true
        number.accessibilityElementsHidden = true
        try? addSubview(disc)
        try? addSubview(number)
        isAccessibilityElement = true
    }

    /// Shows `day` (its `number` and `name`) at `place` in the grid.
    func show(day: Date, number text: String, name: String, place: AccessibilityListPosition.GridPlace,
              chosen: Bool, today: Bool, active: Bool, allowed: Bool, fontSize: CGFloat, traits: TraitCollection) {
        self.day = day
        isChosen = chosen
        isAllowed = allowed
        isActive = active && allowed
        number.text = AttributedText(text)
        number.font = chosen || today ? .system(size: fontSize, weight: .semibold) : .system(size: fontSize)
        let color: SemanticColor = chosen ? .systemBackground : !allowed ? .tertiaryLabel : today ? .tint : .label
        number.textColor = color.resolved(for: traits)
        number.frame = bounds
        let side = Swift.min(bounds.width, bounds.height) - 4
        disc.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        disc.cornerRadius = side / 2
        disc.backgroundColor = chosen ? SemanticColor.tint.resolved(for: traits) : nil
        accessibilityLabel = today ? "Today, \(name)" : name
        var states: AccessibilityTraits = chosen ? .selected : []
        if !allowed { states.insert(.notEnabled) }
        accessibilityTraits = states
        accessibilityListPosition = AccessibilityListPosition(
            position: (place.row - 1) * place.columnCount + place.column, of: place.rowCount * place.columnCount, grid: place)
    }

    override var canBecomeFirstResponder: Bool { isActive && !isHidden }

    override func pointerEnded(at point: CGPoint, event: PointerEvent) {
        guard self.point(inside: point), isAllowed, let calendarView else { return super.pointerEnded(at: point, event: event) }
        calendarView.picker?.choose(day: day)
    }
}
