import Foundation
import Synchronization

/// How a ``DatePicker`` writes dates and times in its calendar's locale:
/// the field's date, the calendar's month title and day numbers, a day's
/// full name for screen readers, the weekdays from the locale's first,
/// and the time's digits and day periods. Made where it is used (its
/// formatters are no `Sendable` values): a view keeps one, a layout makes its own.
struct DatePickerFormats {
    let calendar: Calendar
    /// Whether the locale tells the time on a 12-hour clock with a day period.
    let uses12HourClock: Bool
    /// Which way the locale's text runs: dates are written in it whatever the layout's direction.
    let writingDirection: UserInterfaceLayoutDirection
    /// The weekdays' short names, from the calendar's first weekday on.
    let weekdaySymbols: [String]
    private let medium: DateFormatter
    private let full: DateFormatter
    private let month: DateFormatter
    private let day: DateFormatter
    private let digits: NumberFormatter

    init(calendar: Calendar) {
        self.calendar = calendar
        let locale = calendar.locale ?? Locale(identifier: "en_US")
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let made = DateFormatter()
            made.locale = locale
            made.calendar = calendar
            made.timeZone = calendar.timeZone
            configure(made)
            return made
        }
        writingDirection = UserInterfaceLayoutDirection(language: locale.identifier)
        medium = formatter { $0.dateStyle = .medium; $0.timeStyle = .none }
        full = formatter { $0.dateStyle = .full; $0.timeStyle = .none }
        month = formatter { $0.setLocalizedDateFormatFromTemplate("yMMMM") }
        day = formatter { $0.dateFormat = "d" }
        digits = NumberFormatter()
        digits.locale = locale
        digits.minimumIntegerDigits = 2
        digits.usesGroupingSeparator = false
        // "j" is the locale's preferred hour: h or K (with a day period) on a 12-hour clock.
        let hour = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        // Quoted text is literal (French writes "HH 'h'"): only the pattern's letters count.
        let letters = hour.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
        uses12HourClock = letters.contains("h") || letters.contains("K")
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let first = Swift.min(Swift.max(1, calendar.firstWeekday), symbols.count) - 1
        weekdaySymbols = Array(symbols[first...] + symbols[..<first])
    }

    /// Formats made once per calendar for layouts, which run on any thread:
    /// each borrows them under the lock, so their formatters are used by one
    /// thread at a time.
    private static let cache = Mutex<[String: DatePickerFormats]>([:])

    /// What `body` makes of `calendar`'s formats, made once and shared.
    static func shared<Result: Sendable>(for calendar: Calendar, _ body: (DatePickerFormats) -> Result) -> Result {
        let key = DatePicker.identity(of: calendar)
        return cache.withLock { cache in
            if let found = cache[key] { return body(found) }
            let made = DatePickerFormats(calendar: calendar)
            // A bound on what an app's calendars can hold: a few, as a rule.
            if cache.count >= 32 { cache.removeAll() }
            cache[key] = made
            return body(made)
        }
    }

    /// The date as the field shows it ("Nov 30, 2026").
    func dateText(_ date: Date) -> String { medium.string(from: date) }
    /// A day's full name ("Monday, November 30, 2026").
    func fullDayText(_ date: Date) -> String { full.string(from: date) }
    /// A month's title ("November 2026").
    func monthTitle(_ date: Date) -> String { month.string(from: date) }
    /// A day's number in the month, in the locale's digits.
    func dayNumber(_ date: Date) -> String { day.string(from: date) }
    /// A number of the time (an hour, a minute) with two digits, in the locale's digits.
    func twoDigits(_ number: Int) -> String { digits.string(from: NSNumber(value: number)) ?? String(number) }
    /// The time as one phrase ("2:30 PM", "14:30").
    func timeText(hour: Int, minute: Int) -> String {
        guard uses12HourClock else { return "\(twoDigits(hour)):\(twoDigits(minute))" }
        let shown = hour % 12 == 0 ? 12 : hour % 12
        return "\(shown):\(twoDigits(minute)) \(hour < 12 ? calendar.amSymbol : calendar.pmSymbol)"
    }
}
