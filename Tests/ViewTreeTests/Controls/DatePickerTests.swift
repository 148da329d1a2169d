import Foundation
import Synchronization
import Testing
@testable import ViewTree

@MainActor
@Suite("DatePicker: a compact date field with a calendar grid, time segments, limits, locales and right to left")
struct DatePickerTests {
    /// A UTC Gregorian calendar in `locale`.
    private func calendar(_ locale: String = "en_US") -> Calendar {
        var calendar = DatePicker.defaultCalendar
        calendar.locale = Locale(identifier: locale)
        return calendar
    }

    /// `year-month-day hour:minute` in UTC.
    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        calendar().date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func fixture(mode: DatePicker.Mode = .date, locale: String = "en_US", on day: Date? = nil,
                         traits: TraitCollection = TraitCollection()) throws -> ControlFixture<DatePicker> {
        let picker = DatePicker(frame: CGRect(x: 20, y: 40, width: 320, height: DatePicker.defaultHeight))
        picker.calendar = calendar(locale)
        picker.mode = mode
        picker.date = day ?? date(2026, 11, 30, 14, 30)
        picker.accessibilityLabel = "Starts"
        let fixture = try ControlFixture(picker, traits: traits)
        fixture.window.size = CGSize(width: 420, height: 640)
        picker.layoutSubviews()
        return fixture
    }

    private func send(_ key: Key, _ modifiers: KeyModifiers = [], in fixture: ControlFixture<DatePicker>) {
        fixture.window.send(KeyEvent(.down, key: key, modifiers: modifiers))
    }

    /// Presses `key` with the date field focused.
    private func press(_ key: Key, in fixture: ControlFixture<DatePicker>) {
        fixture.control.field.becomeFirstResponder()
        fixture.window.send(KeyEvent(.down, key: key))
    }

    private func tap(_ view: View, in fixture: ControlFixture<DatePicker>) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        fixture.window.send(PointerEvent(.down, at: point, time: 1))
        fixture.window.send(PointerEvent(.up, at: point, time: 1.05))
    }

    @Test("The field shows the medium date; a tap opens the month's grid, focus on the chosen day, the rest inert; a tap on a day chooses it at the same time")
    func pointer() throws {
        let fixture = try fixture()
        let picker = fixture.control
        #expect(picker.field.textLabel.text.string == "Nov 30, 2026")
        tap(picker.field, in: fixture)
        let calendarView = try #require(picker.calendarView)
        #expect(picker.isCalendarOpen && picker.field.accessibilityExpanded == true)
        #expect(picker.shownMonthTitle == "November 2026" && calendarView.grid.gridSize == (5, 7))
        let active = try #require(calendarView.activeCell)
        #expect(active.isFirstResponder && active.accessibilityLabel == "Monday, November 30, 2026" && active.isChosen)
        #expect(picker.isInert || picker.superview?.isInert == true || fixture.window.rootView.subviews.first?.isInert == true)
        #expect(fixture.window.focusOrder.allSatisfy { $0.isDescendant(of: calendarView) })
        // November 2026 starts on a Sunday: the 12th is cell 11, row 2, column 5.
        let twelfth = calendarView.days[11]
        #expect(twelfth.accessibilityLabel == "Thursday, November 12, 2026" && twelfth.accessibilityListPosition?.grid?.row == 2)
        tap(twelfth, in: fixture)
        #expect(!picker.isCalendarOpen && picker.date == date(2026, 11, 12, 14, 30) && fixture.changes == 1)
        #expect(picker.field.isFirstResponder && picker.field.accessibilityExpanded == false)
        #expect(!fixture.window.rootView.subviews.contains { $0.isInert })
        #expect(picker.field.textLabel.text.string == "Nov 12, 2026")
    }

    @Test("Today, when given, is marked in the tint and read first as Today; none is marked by default")
    func today() throws {
        let fixture = try fixture()
        let picker = fixture.control
        tap(picker.field, in: fixture)
        let calendarView = try #require(picker.calendarView)
        #expect(!calendarView.days.contains { $0.accessibilityLabel?.hasPrefix("Today") == true }, "no today without the person's")
        picker.today = date(2026, 11, 12, 23, 59)
        let twelfth = calendarView.days[11]
        #expect(twelfth.accessibilityLabel == "Today, Thursday, November 12, 2026")
        let number = try #require(twelfth.subviews.compactMap { $0 as? Label }.first)
        #expect(number.textColor == SemanticColor.tint.resolved(for: fixture.window.traitCollection))
        #expect(calendarView.days[29].accessibilityLabel == "Monday, November 30, 2026", "the chosen day is not today")
    }

    @Test("Keys: arrows by day and week (the month follows), Home and End to the week's ends, Page keys by month and, with Shift, by year; Enter chooses")
    func keys() throws {
        let fixture = try fixture()
        let picker = fixture.control
        press(.enter, in: fixture)
        #expect(picker.activeDay == date(2026, 11, 30))
        send(.arrowRight, in: fixture)
        #expect(picker.activeDay == date(2026, 12, 1) && picker.shownMonthTitle == "December 2026")
        #expect(picker.calendarView?.activeCell?.isFirstResponder == true)
        send(.arrowLeft, in: fixture)
        send(.arrowUp, in: fixture)
        #expect(picker.activeDay == date(2026, 11, 23))
        send(.arrowDown, in: fixture)
        send(.arrowDown, in: fixture)
        #expect(picker.activeDay == date(2026, 12, 7))
        send(.home, in: fixture)
        #expect(picker.activeDay == date(2026, 12, 6))
        send(.end, in: fixture)
        #expect(picker.activeDay == date(2026, 12, 12))
        send(.pageUp, in: fixture)
        #expect(picker.activeDay == date(2026, 11, 12))
        send(.pageDown, .shift, in: fixture)
        #expect(picker.activeDay == date(2027, 11, 12) && picker.shownMonthTitle == "November 2027")
        #expect(fixture.changes == 0 && picker.date == date(2026, 11, 30, 14, 30))
        send(.enter, in: fixture)
        #expect(!picker.isCalendarOpen && picker.date == date(2027, 11, 12, 14, 30) && fixture.changes == 1 && picker.field.isFirstResponder)
    }

    @Test("Escape or a click outside closes without a choice; the month buttons move the month and keep focus; Tab goes round the dialog")
    func closingAndButtons() throws {
        let fixture = try fixture()
        let picker = fixture.control
        press(.space, in: fixture)
        send(.escape, in: fixture)
        #expect(!picker.isCalendarOpen && picker.field.isFirstResponder && fixture.changes == 0)
        press(.arrowDown, in: fixture)
        let calendarView = try #require(picker.calendarView)
        tap(calendarView.next, in: fixture)
        #expect(picker.shownMonthTitle == "December 2026" && picker.activeDay == date(2026, 12, 30))
        tap(calendarView.previous, in: fixture)
        tap(calendarView.previous, in: fixture)
        #expect(picker.shownMonthTitle == "October 2026" && picker.isCalendarOpen)
        // Tab: previous, next, the active day, round again.
        let order = fixture.window.focusOrder
        #expect(order.count == 3 && order.contains { $0 === calendarView.previous } && order.contains { $0 === calendarView.activeCell })
        calendarView.activeCell?.becomeFirstResponder()
        send(.tab, in: fixture)
        #expect(fixture.window.firstResponder?.isDescendant(of: calendarView) == true)
        send(.escape, in: fixture)
        press(.enter, in: fixture)
        let point = CGPoint(x: 410, y: 630)
        fixture.window.send(PointerEvent(.down, at: point, time: 2))
        fixture.window.send(PointerEvent(.up, at: point, time: 2.05))
        #expect(!picker.isCalendarOpen && fixture.changes == 0 && picker.date == date(2026, 11, 30, 14, 30))
    }

    @Test("Right to left: the columns run from the right, Left moves forward, the month buttons swap sides")
    func rightToLeft() throws {
        let fixture = try fixture(traits: TraitCollection(layoutDirection: .rightToLeft))
        let picker = fixture.control
        press(.enter, in: fixture)
        let calendarView = try #require(picker.calendarView)
        // The 1st, a Sunday, is the first column: the rightmost.
        let first = calendarView.days[0]
        #expect(first.frame.maxX == calendarView.grid.bounds.width && first.accessibilityListPosition?.grid?.column == 1)
        #expect(calendarView.previous.frame.minX > calendarView.next.frame.minX)
        send(.arrowLeft, in: fixture)
        #expect(picker.activeDay == date(2026, 12, 1))
        send(.arrowRight, in: fixture)
        #expect(picker.activeDay == date(2026, 11, 30))
    }

    @Test("Locales: French weeks start on Monday with French names and a 24-hour clock; Egyptian Arabic writes its digits and day periods")
    func locales() throws {
        let french = try fixture(mode: .dateAndTime, locale: "fr_FR")
        let picker = french.control
        #expect(picker.timeSegments.count == 2 && picker.formats.weekdaySymbols.first == "lun.")
        press(.enter, in: french)
        let calendarView = try #require(picker.calendarView)
        #expect(picker.shownMonthTitle == "novembre 2026" && calendarView.activeCell?.accessibilityLabel == "lundi 30 novembre 2026")
        // November 1 2026 is a Sunday: the last column of a Monday-first week.
        #expect(calendarView.days[6].accessibilityLabel == "dimanche 1 novembre 2026" && calendarView.grid.gridSize.rows == 6)
        #expect(picker.timeSegments.compactMap { $0.accessibilityValue ?? $0.controlAccessibility?.valueText } == ["14", "30"])

        let arabic = try fixture(mode: .time, locale: "ar_EG")
        #expect(arabic.control.dateField == nil)
        #expect(arabic.control.timeSegments.compactMap { $0.controlAccessibility?.valueText } == ["٠٢", "٣٠", "م"])
    }

    @Test("Time segments: Up and Down go round within a segment, digits set it and move on, a letter sets the period, Left and Right move between segments")
    func time() throws {
        let fixture = try fixture(mode: .dateAndTime)
        let picker = fixture.control
        let segments = picker.segments
        #expect(segments.map(\.part) == [.hour, .minute, .period])
        #expect(segments.map { $0.controlAccessibility?.valueText } == ["02", "30", "PM"])
        segments[0].becomeFirstResponder()
        send(.arrowUp, in: fixture)
        #expect(picker.hourAndMinute == (15, 30) && fixture.changes == 1)
        for _ in 0..<9 { send(.arrowUp, in: fixture) }
        // 4 PM, 5 PM, … 11 PM, then 12 PM: the hour stays in the afternoon.
        #expect(picker.hourAndMinute == (12, 30))
        send(.arrowDown, in: fixture)
        #expect(picker.hourAndMinute == (23, 30))
        send("9", in: fixture)
        #expect(picker.hourAndMinute == (21, 30) && segments[1].isFirstResponder)
        send("4", in: fixture)
        #expect(picker.hourAndMinute == (21, 4) && segments[1].isFirstResponder)
        send("5", in: fixture)
        #expect(picker.hourAndMinute == (21, 45) && segments[2].isFirstResponder)
        send("a", in: fixture)
        #expect(picker.hourAndMinute == (9, 45))
        send(.arrowLeft, in: fixture)
        #expect(segments[1].isFirstResponder)
        picker.minuteInterval = 15
        send(.arrowDown, in: fixture)
        #expect(picker.hourAndMinute == (9, 30))
        send(.arrowUp, in: fixture)
        send(.arrowUp, in: fixture)
        #expect(picker.hourAndMinute == (9, 0))
        #expect(picker.date == date(2026, 11, 30, 9, 0))
    }

    @Test("Limits: days outside them are disabled and the keys stop at them; code's dates outside, a bad interval and crossed limits are clamped and reported")
    func limits() throws {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let fixture = try fixture()
        let picker = fixture.control
        picker.accessibilityIdentifier = "starts-8812"
        picker.minimumDate = date(2026, 11, 10, 12)
        picker.maximumDate = date(2026, 12, 2)
        press(.enter, in: fixture)
        let calendarView = try #require(picker.calendarView)
        #expect(!calendarView.days[8].isAllowed && calendarView.days[9].isAllowed)
        #expect(calendarView.days[8].accessibilityTraits.contains(.notEnabled))
        send(.pageDown, in: fixture)
        #expect(picker.activeDay == date(2026, 12, 2))
        send(.pageUp, .shift, in: fixture)
        #expect(picker.activeDay == date(2026, 11, 10))
        tap(calendarView.days[8], in: fixture)
        #expect(picker.isCalendarOpen && fixture.changes == 0)
        send(.escape, in: fixture)

        picker.date = date(2030, 1, 1)
        #expect(picker.date == date(2026, 12, 2))
        picker.date = Date(timeIntervalSinceReferenceDate: .nan)
        #expect(picker.date == date(2026, 11, 10, 12))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.maximumDate = date(2026, 1, 1)
        #expect(picker.maximumDate == picker.minimumDate)
        let messages = reported.withLock { $0 }.filter { $0.contains("starts-8812") }
        #expect(messages.count == 4)
        #expect(messages.first?.contains("date 2030-01-01T00:00:00Z is outside") == true)
        #expect(messages.contains { $0.contains("minuteInterval 7") })
    }

    @Test("Accessibility: a group of a button that opens a dialog and spin buttons; the calendar is a modal dialog with a grid of selectable cells")
    func accessibility() throws {
        let fixture = try fixture(mode: .dateAndTime)
        let picker = fixture.control
        #expect(picker.accessibilityRole == .group && picker.field.accessibilityRole == .button)
        #expect(picker.field.controlAccessibility?.popUp == .dialog && picker.field.accessibilityEffectiveValue == "Nov 30, 2026")
        #expect(picker.segments.allSatisfy { $0.accessibilityRole == .adjustable })
        press(.enter, in: fixture)
        let calendarView = try #require(picker.calendarView)
        #expect(calendarView.card.accessibilityRole == .dialog && calendarView.grid.accessibilityRole == .grid)
        #expect(calendarView.grid.accessibilityLabel == "November 2026")
        let chosen = try #require(calendarView.activeCell)
        #expect(chosen.accessibilityRole == .gridCell && chosen.isAccessibilitySelected)
        let dump = fixture.window.accessibilityDump()
        #expect(dump.contains("Monday, November 30, 2026"))
        #expect(dump.contains("Previous month") && dump.contains("November 2026"))
        // The content behind is inert: the picker's own fields are not read while the calendar is open.
        #expect(!dump.contains("Hour"))
    }

    @Test("Disabled: neither field opens or takes focus")
    func disabled() throws {
        let fixture = try fixture(mode: .dateAndTime)
        let picker = fixture.control
        picker.isEnabled = false
        tap(picker.field, in: fixture)
        #expect(!picker.isCalendarOpen && !picker.field.canBecomeFirstResponder && picker.segments.allSatisfy { !$0.canBecomeFirstResponder })
        #expect(fixture.window.focusOrder.isEmpty)
    }
}
