import Foundation

/// A ``DatePicker``'s date field: the chosen date on a rounded box, a
/// button that opens the picker's calendar. A tap, Enter, Space or Down
/// (with Option too) opens it; a tap while it is open closes it.
///
/// To assistive technology a button named "Date", read with the date,
/// that opens a dialog (`aria-haspopup=dialog`), expanded or not.
@MainActor
final class DatePickerField: Control {
    private let background = View()
    let textLabel = Label()
    weak var picker: DatePicker?

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        background.cornerRadius = 8
        textLabel.numberOfLines = 1
        textLabel.textAlignment = .center
        try? content.addSubview(background)
        try? content.addSubview(textLabel)
        accessibilityLabel = "Date"
        accessibilityExpanded = false
    }

    /// Shows `text` on the fill, as `UIDatePicker`'s compact field (in the
    /// label colour: the tint on the fill is too faint to read).
    func show(text: String, fontSize: CGFloat, direction: UserInterfaceLayoutDirection) {
        textLabel.text = AttributedText(text)
        accessibilityValue = text
        textLabel.font = .system(size: fontSize)
        textLabel.writingDirection = direction
        updateParts()
    }

    override func updateParts() {
        let traits = traitCollection
        background.frame = bounds
        background.backgroundColor = SemanticColor.fill.resolved(for: traits)
        textLabel.textColor = SemanticColor.label.resolved(for: traits)
        textLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    override var controlAccessibility: ControlAccessibility? {
        ControlAccessibility(role: .button, popUp: .dialog)
    }

    override func tapped(at point: CGPoint) {
        guard let picker else { return }
        if picker.isCalendarOpen { picker.closeCalendar() } else { picker.openCalendar() }
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, isEnabled, event.phase == .down, event.modifiers.isEmpty || event.modifiers == .option,
              [.enter, .space, .arrowDown].contains(event.key), let picker, !picker.isCalendarOpen
        else { return super.keyDown(event) }
        picker.openCalendar()
        return picker.isCalendarOpen
    }
}
