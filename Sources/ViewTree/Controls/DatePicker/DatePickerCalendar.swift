import Foundation

/// A ``DatePicker``'s open calendar, on top of the window: a card under
/// the date field (over it when there is no room below) holding the
/// shown month's title, buttons to the previous and next months, the
/// weekdays and the grid of days.
///
/// It is a modal dialog, as WAI-ARIA's date picker dialog: everything
/// else in the window is inert while it is open, Tab goes round its
/// buttons and the day the keys are on, and a click outside the card
/// closes it and reaches nothing else.
@MainActor
final class DatePickerCalendar: View {
    private(set) weak var picker: DatePicker?
    /// The card: the dialog, named by its month's title.
    let card = View()
    let title = Label()
    let previous = Button()
    let next = Button()
    private(set) var weekdays: [Label] = []
    let grid = DatePickerGrid()
    private(set) var days: [DatePickerDay] = []
    /// The day the keys are on: the start of a day of the shown month.
    private(set) var activeDay: Date
    /// The views made inert while the calendar is open, given back on close.
    private var inerted: [View] = []

    required init(frame: CGRect = .zero) {
        activeDay = Date(timeIntervalSince1970: 0)
        super.init(frame: frame)
    }

    init(picker: DatePicker) {
        self.picker = picker
        activeDay = picker.calendar.startOfDay(for: picker.date)
        super.init(frame: .zero)
        card.cornerRadius = 13
        card.shadow = Shadow(color: .black, opacity: 0.25, offset: CGSize(width: 0, height: 4), radius: 16)
        card.accessibilityContainerType = .dialog
        card.accessibilityIdentifier = "datepicker.calendar"
        // The month's title names the dialog and is read again as the month changes.
        title.accessibilityTraits = .header
        title.accessibilityLiveRegion = .polite
        title.numberOfLines = 1
        for (button, name) in [(previous, "Previous month"), (next, "Next month")] {
            button.accessibilityLabel = name
            button.titleFont = .system(size: 22, weight: .semibold)
        }
        previous.addTouchUpInsideHandler { [weak self] _ in self?.move(months: -1, focusing: false) }
        next.addTouchUpInsideHandler { [weak self] _ in self?.move(months: 1, focusing: false) }
        grid.accessibilityIdentifier = "datepicker.grid"
        for part in [title, previous, next, grid] as [View] { try? card.addSubview(part) }
        for _ in 0..<7 {
            let weekday = Label()
            weekday.textAlignment = .center
            weekday.numberOfLines = 1
            // Each day's name says its weekday: the column's title is a picture of it.
            weekday.accessibilityElementsHidden = true
            weekdays.append(weekday)
            try? card.addSubview(weekday)
        }
        for index in 0..<42 {
            let day = DatePickerDay()
            day.calendarView = self
            day.accessibilityIdentifier = "datepicker.day.\(index)"
            days.append(day)
            try? grid.addSubview(day)
        }
        try? addSubview(card)
    }

    /// The day cell the keys are on.
    var activeCell: DatePickerDay? { days.first { $0.isActive } }

    // MARK: Showing and hiding

    /// Puts the calendar on top of `window`, everything else inert, focus on the active day.
    func show(in window: Window) {
        inerted = window.makeContentInert()
        frame = window.rootView.bounds
        // A fresh calendar is no ancestor of the root view.
        try? window.rootView.addSubview(self)
        refresh()
        activeCell?.becomeFirstResponder()
    }

    /// Takes the calendar out and gives the window's other views back.
    func hide() {
        for view in inerted { view.isInert = false }
        inerted = []
        removeFromSuperview()
    }

    // MARK: Moving

    /// Moves the active day `count` days, kept within the picker's limits.
    func move(days count: Int, focusing: Bool = true) {
        guard let calendar = picker?.calendar,
              let target = calendar.date(byAdding: .day, value: count, to: activeDay) else { return }
        setActive(target, focusing: focusing)
    }

    /// Moves the active day `count` months (to the month's last day when
    /// it has fewer), kept within the picker's limits.
    func move(months count: Int, focusing: Bool = true) {
        guard let calendar = picker?.calendar,
              let target = calendar.date(byAdding: .month, value: count, to: activeDay) else { return }
        setActive(target, focusing: focusing)
    }

    /// Makes `day` (moved into the picker's limits) the active one, shows
    /// its month, and gives it focus when `focusing`.
    private func setActive(_ day: Date, focusing: Bool) {
        guard let picker else { return }
        let calendar = picker.calendar
        var start = calendar.startOfDay(for: picker.clamped(day))
        // A limit inside a day allows that day; the clamped date's day is allowed.
        if !picker.allows(day: start) { start = calendar.startOfDay(for: picker.clamped(start)) }
        guard start != activeDay else { return }
        activeDay = start
        refresh()
        if focusing { activeCell?.becomeFirstResponder() }
    }

    /// The active day's place in its week, 0 for the calendar's first weekday.
    private var weekdayIndex: Int {
        guard let calendar = picker?.calendar else { return 0 }
        return (calendar.component(.weekday, from: activeDay) - calendar.firstWeekday + 7) % 7
    }

    // MARK: Keys and pointers

    /// Escape closes the calendar from anywhere in it. On a day: the arrows
    /// move a day (Left and Right swap right to left) or a week, Home and
    /// End to the week's ends, Page Up and Page Down a month (Shift: a
    /// year), Enter and Space choose the day.
    override func keyDown(_ event: KeyEvent) -> Bool {
        guard event.phase == .down, let picker else { return super.keyDown(event) }
        if event.key == .escape, event.modifiers.isEmpty {
            picker.closeCalendar()
            return true
        }
        guard window?.firstResponder is DatePickerDay else { return super.keyDown(event) }
        let shift = event.modifiers == .shift
        guard event.modifiers.isEmpty || (shift && (event.key == .pageUp || event.key == .pageDown)) else { return super.keyDown(event) }
        let forward = traitCollection.layoutDirection == .rightToLeft ? -1 : 1
        switch event.key {
        case .arrowRight: move(days: forward)
        case .arrowLeft: move(days: -forward)
        case .arrowDown: move(days: 7)
        case .arrowUp: move(days: -7)
        case .home: move(days: -weekdayIndex)
        case .end: move(days: 6 - weekdayIndex)
        case .pageUp: move(months: shift ? -12 : -1)
        case .pageDown: move(months: shift ? 12 : 1)
        case .enter, .space: picker.choose(day: activeDay)
        default: return super.keyDown(event)
        }
        return true
    }

    private var pressedOutside = false

    override func pointerBegan(at point: CGPoint, event: PointerEvent) {
        pressedOutside = !card.frame.contains(point)
    }

    /// A click outside the card closes the calendar.
    override func pointerEnded(at point: CGPoint, event: PointerEvent) {
        defer { pressedOutside = false }
        if pressedOutside, !card.frame.contains(point) { picker?.closeCalendar() }
    }

    override func pointerCancelled() {
        pressedOutside = false
    }

    override func layoutSubviews() {
        refresh()
    }
}
