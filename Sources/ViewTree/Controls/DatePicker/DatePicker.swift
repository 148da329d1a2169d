import Foundation

/// A date, a time of day, or both, chosen in compact fields, as
/// `UIDatePicker` in its `.compact` style or SwiftUI's `DatePicker`.
///
/// The date field shows the date ("Nov 30, 2026"); a tap, Enter, Space or
/// Down opens a calendar of its month under it: a dialog with the month's
/// title, buttons for the previous and next months, and a grid of days.
/// Focus moves to the chosen day; the arrow keys move a day (Left and
/// Right swap right to left) or a week, Home and End go to the week's
/// ends, Page Up and Page Down a month (with Shift a year), Enter or Space
/// chooses the day, Escape or a click outside closes the calendar and
/// focus returns to the field. Tab goes round the dialog's buttons and day.
///
/// The time is entered in segments (hour, minute, and the day period on a
/// 12-hour clock), each a spin button as in a web page's time input: Up
/// and Down change it (going round), typed digits set it, Left and Right
/// go to the next segment.
///
/// Names and order come from ``calendar``: its locale writes the months,
/// weekdays, digits and day periods and chooses a 12- or 24-hour clock;
/// its first weekday starts each week; its time zone says which day and
/// hour a date is. A server knows none of a person's own: set them.
///
/// A person's change sends ``ControlEvents/valueChanged``; setting
/// ``date`` from code sends nothing. To assistive technology the picker is
/// a group named by its label; the date field a button that opens a
/// dialog (`aria-haspopup=dialog`), the time segments spin buttons.
///
/// ```swift
/// let start = DatePicker()
/// start.mode = .dateAndTime
/// start.calendar.locale = Locale(identifier: "fr_FR")
/// start.date = Date()
/// start.accessibilityLabel = "Starts"
/// start.addControlEventHandler(for: .valueChanged, named: "start") { view, _ in
///     print((view as? DatePicker)?.date ?? .now)
/// }
/// ```
@MainActor
open class DatePicker: Control {
    /// What a date picker lets a person choose.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// A day.
        case date
        /// A time of day.
        case time
        /// A day and a time of day.
        case dateAndTime
    }

    /// A date picker's height at the default text size.
    nonisolated public static let defaultHeight: CGFloat = 36
    /// The dates a picker takes: the years 1 to 9999. Dates outside are
    /// taken as the nearer end (and reported, from code).
    nonisolated public static let supportedDates: ClosedRange<Date> =
        Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    /// The calendar a picker starts with: Gregorian, in US English, in UTC.
    nonisolated public static var defaultCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }

    /// The date field, which opens the calendar; nil in ``Mode/time``.
    public var dateField: View? { mode == .time ? nil : field }
    /// The time segments, leading first: hour, minute and (on a 12-hour
    /// clock) the day period; none in ``Mode/date``.
    public var timeSegments: [View] { segments }

    let field = DatePickerField()
    private(set) var segments: [DatePickerTimeSegment] = []
    let timeBackground = View()
    let separator = Label()
    private(set) var formats: DatePickerFormats
    /// The widths last measured, and what for; cleared when the calendar changes.
    var measured: (date: Date, mode: Mode, fontSize: CGFloat, byMeasurer: Bool, widths: PartWidths)?
    /// The open calendar, while it is open.
    private(set) var calendarView: DatePickerCalendar?

    /// What the picker chooses: a day, a time, or both.
    public var mode: Mode = .date {
        didSet {
            guard mode != oldValue else { return }
            closeCalendar(returningFocus: false)
            makeSegments()
            setNeedsFocusOrderUpdate()
            updateParts()
        }
    }

    /// The calendar the picker writes and counts days in: its locale, first
    /// weekday and time zone (see the type's overview).
    public var calendar: Calendar {
        // Calendars that differ only in locale can compare equal: every set rebuilds.
        didSet {
            formats = DatePickerFormats(calendar: calendar)
            measured = nil
            makeSegments()
            updateParts()
            calendarView?.refresh()
        }
    }

    /// The chosen date, within ``minimumDate`` and ``maximumDate``. A date
    /// outside them (or outside ``supportedDates``) is taken as the nearer
    /// end, and code that sets one is told once through ``ComponentDiagnostics``.
    public var date: Date {
        get { storedDate }
        set { setDate(newValue, byPerson: false) }
    }
    private var storedDate = Date(timeIntervalSince1970: 0)

    /// The earliest date a person can choose; nil for no limit. One after
    /// ``maximumDate`` is taken as it (and reported).
    public var minimumDate: Date? {
        didSet {
            guard minimumDate != oldValue else { return }
            if let minimumDate, let maximumDate, minimumDate > maximumDate {
                report("minimumDate \(minimumDate) is after maximumDate \(maximumDate); maximumDate is used instead")
                self.minimumDate = maximumDate
                return
            }
            rangeDidChange()
        }
    }

    /// The latest date a person can choose; nil for no limit. One before
    /// ``minimumDate`` is taken as it (and reported).
    public var maximumDate: Date? {
        didSet {
            guard maximumDate != oldValue else { return }
            if let minimumDate, let maximumDate, maximumDate < minimumDate {
                report("maximumDate \(maximumDate) is before minimumDate \(minimumDate); minimumDate is used instead")
                self.maximumDate = minimumDate
                return
            }
            rangeDidChange()
        }
    }

    /// The minutes the minute segment steps by: one of 1, 2, 3, 4, 5, 6,
    /// 10, 12, 15, 20 and 30 (a divisor of 60), as `UIDatePicker`'s. Any
    /// other is taken as 1 (and reported).
    public var minuteInterval: Int = 1 {
        didSet {
            guard minuteInterval != oldValue else { return }
            guard (1...30).contains(minuteInterval), 60 % minuteInterval == 0 else {
                report("minuteInterval \(minuteInterval) does not divide an hour (1...30); 1 is used instead")
                minuteInterval = 1
                return
            }
            updateParts()
        }
    }

    /// The day the calendar marks as today (its number in the tint colour,
    /// read as "Today, …"), or nil to mark none. Nil by default: a
    /// server's clock and time zone are not the person's. Set it with the
    /// person's ``calendar``, as `Date()` is then their today.
    public var today: Date? {
        didSet { if today != oldValue { calendarView?.refresh() } }
    }

    /// Whether the calendar is open.
    public var isCalendarOpen: Bool { calendarView != nil }

    /// The open calendar's dialog; nil while it is closed.
    public var calendarDialog: View? { calendarView?.card }

    /// The open calendar's grid of days; nil while it is closed.
    public var calendarGrid: View? { calendarView?.grid }

    /// The open calendar's shown month's title ("November 2026"); nil while it is closed.
    public var shownMonthTitle: String? { calendarView.map { formats.monthTitle($0.activeDay) } }

    /// The day the calendar's keys are on, the start of that day; nil while it is closed.
    public var activeDay: Date? { calendarView?.activeDay }

    /// A date picker for a day, 160 × 36 points.
    public required init(frame: CGRect = CGRect(x: 0, y: 0, width: 160, height: DatePicker.defaultHeight)) {
        calendar = Self.defaultCalendar
        formats = DatePickerFormats(calendar: Self.defaultCalendar)
        super.init(frame: frame)
        timeBackground.cornerRadius = 8
        separator.text = ":"
        separator.textAlignment = .center
        try? content.addSubview(timeBackground)
        try? content.addSubview(separator)
        field.picker = self
        try? addSubview(field)
        accessibilityContainerType = .semanticGroup
        makeSegments()
        updateParts()
    }

    // MARK: The value

    /// Sets the date, kept within the limits; code's dates outside them
    /// (`byPerson` false) are reported. Returns whether the date changed;
    /// a person's change sends ``ControlEvents/valueChanged``.
    @discardableResult
    func setDate(_ newValue: Date, byPerson: Bool) -> Bool {
        let kept = clamped(newValue)
        if !byPerson, kept != newValue {
            report("date \(Self.describe(newValue)) is outside \(limitsDescription); \(Self.describe(kept)) is used instead")
        }
        guard kept != storedDate else { return false }
        storedDate = kept
        record(.controlValue(kept.timeIntervalSinceReferenceDate))
        updateParts()
        calendarView?.refresh()
        if byPerson { sendActions(for: .valueChanged) }
        return true
    }

    /// `date` within the limits and ``supportedDates``; a date that is no
    /// number (NaN) is the lower limit.
    func clamped(_ date: Date) -> Date {
        let lower = Swift.max(minimumDate ?? Self.supportedDates.lowerBound, Self.supportedDates.lowerBound)
        let upper = Swift.min(maximumDate ?? Self.supportedDates.upperBound, Self.supportedDates.upperBound)
        guard date.timeIntervalSinceReferenceDate.isFinite, date >= lower else { return lower }
        return Swift.min(date, upper)
    }

    /// Whether a person may choose a day: some of it is within the limits.
    func allows(day start: Date) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return start >= Self.supportedDates.lowerBound && start <= Self.supportedDates.upperBound
    }

    private func rangeDidChange() {
        let kept = clamped(storedDate)
        if kept != storedDate {
            storedDate = kept
            record(.controlValue(kept.timeIntervalSinceReferenceDate))
        }
        updateParts()
        calendarView?.refresh()
    }

    private var limitsDescription: String {
        "\(minimumDate.map(Self.describe) ?? "the year 1")...\(maximumDate.map(Self.describe) ?? "the year 9999")"
    }

    nonisolated static func describe(_ date: Date) -> String {
        date.timeIntervalSinceReferenceDate.isFinite ? ISO8601DateFormatter().string(from: date) : "\(date.timeIntervalSinceReferenceDate)"
    }

    /// Reports, once per message, something code asked that the picker changed.
    private func report(_ message: String) {
        let identity = accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
        ComponentDiagnostics.report(ComponentDiagnostics.Problem(kind: "DatePicker \(message)", message: "DatePicker\(identity): \(message)"))
    }

    // MARK: The calendar

    /// Opens the calendar on the chosen date's month, focus on its day;
    /// does nothing when it is open, disabled, out of a window or in ``Mode/time``.
    public func openCalendar() {
        guard calendarView == nil, isEnabled, mode != .time, let window else { return }
        let made = DatePickerCalendar(picker: self)
        calendarView = made
        made.show(in: window)
        window.openPopUp = self
        field.accessibilityExpanded = true
    }

    /// Closes the calendar without a choice, focus back on the date field.
    public func closeCalendar() {
        closeCalendar(returningFocus: true)
    }

    func closeCalendar(returningFocus: Bool) {
        guard let made = calendarView else { return }
        calendarView = nil
        if window?.openPopUp === self { window?.openPopUp = nil }
        made.hide()
        field.accessibilityExpanded = false
        if returningFocus { field.becomeFirstResponder() }
    }

    /// Chooses `day` as a person does: the chosen date moves to that day
    /// at the same time, the calendar closes and focus returns to the field.
    func choose(day: Date) {
        guard allows(day: day) else { return }
        let time = calendar.dateComponents([.hour, .minute, .second], from: storedDate)
        let moved = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
        closeCalendar(returningFocus: true)
        setDate(moved, byPerson: true)
    }

    // MARK: The time

    /// The chosen date's hour (0...23) and minute in the calendar's time zone.
    var hourAndMinute: (hour: Int, minute: Int) {
        let parts = calendar.dateComponents([.hour, .minute], from: storedDate)
        return (parts.hour ?? 0, parts.minute ?? 0)
    }

    /// Sets the time of the chosen day as a person does.
    func setTime(hour: Int, minute: Int) {
        let day = calendar.startOfDay(for: storedDate)
        guard let moved = calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day) else { return }
        setDate(moved, byPerson: true)
    }

    private func makeSegments() {
        for segment in segments { segment.removeFromSuperview() }
        segments = []
        guard mode != .date else { return }
        var parts: [DatePickerTimeSegment.Part] = [.hour, .minute]
        if formats.uses12HourClock { parts.append(.period) }
        for part in parts {
            let segment = DatePickerTimeSegment(part: part)
            segment.picker = self
            segment.isEnabled = isEnabled
            segments.append(segment)
            try? addSubview(segment)
        }
    }

    /// The segment beside `segment`, toward the right when `right`; nil at the end.
    func segment(beside segment: DatePickerTimeSegment, right: Bool) -> DatePickerTimeSegment? {
        let sorted = segments.sorted { $0.frame.minX < $1.frame.minX }
        guard let index = sorted.firstIndex(where: { $0 === segment }) else { return nil }
        let next = index + (right ? 1 : -1)
        return sorted.indices.contains(next) ? sorted[next] : nil
    }

    /// The segment after `segment` as the time is read (hour, minute, period); nil after the last.
    func segment(after segment: DatePickerTimeSegment) -> DatePickerTimeSegment? {
        guard let index = segments.firstIndex(where: { $0 === segment }), index + 1 < segments.count else { return nil }
        return segments[index + 1]
    }

    // MARK: Input and state

    override open func updateParts() {
        layoutParts()
    }

    override public var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            field.isEnabled = isEnabled
            for segment in segments { segment.isEnabled = isEnabled }
            if !isEnabled { closeCalendar(returningFocus: false) }
        }
    }

    /// The picker is a group: its fields take focus, not it.
    override open var canBecomeFirstResponder: Bool { false }

    /// A group of elements, not one.
    override open var isAccessibilityElementByDefault: Bool { false }

    override open func prepareForReuse() {
        super.prepareForReuse()
        closeCalendar(returningFocus: false)
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        guard case let .controlValue(value) = property else { return super.applyOwnProperty(property) }
        date = Date(timeIntervalSinceReferenceDate: value)
        return true
    }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.controlValue(storedDate.timeIntervalSinceReferenceDate)]
    }
}

extension DatePicker: WindowPopUp {
    func keepsOpen(forFocusOn view: View) -> Bool {
        view === field || calendarView.map { view.isDescendant(of: $0) } ?? false
    }

    func closePopUp() { closeCalendar(returningFocus: false) }
}
