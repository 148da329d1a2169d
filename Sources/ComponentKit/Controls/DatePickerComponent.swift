import Foundation
import ViewTree

/// A ``/ViewTree/DatePicker`` in its compact style: a date field that
/// opens a calendar, time segments, or both, as `UIDatePicker` or
/// SwiftUI's `DatePicker`. As wide as its fields need for the date shown;
/// 36 points tall, more as text grows.
///
/// A person's choice (a day in the calendar, a time typed or stepped)
/// sends `onChange` the new date. Keep it and render again with it. The
/// picker writes and counts in `calendar` (its locale, first weekday and
/// time zone): pass the person's, as a server knows none of them. Name it
/// with `.accessibilityLabel`: it is read as the group's name.
///
/// ```swift
/// DatePickerComponent(date: state.departure, mode: .dateAndTime,
///                     in: Date()...Date().addingTimeInterval(365 * 86_400),
///                     onChange: Action<Date> { date in scope.updateState { $0.departure = date } },
///                     attributes: [.accessibilityLabel("Departure")])
/// ```
public struct DatePickerComponent: Component {
    /// The chosen date.
    public let date: Date
    /// What it lets a person choose.
    public let mode: DatePicker.Mode
    /// The calendar it writes and counts days in.
    public let calendar: Calendar
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A date picker for `date`, limited to `limits` when given; its
    /// calendar marks `today` (the person's, in `calendar`) when given.
    public init(
        date: Date, mode: DatePicker.Mode = .date, in limits: ClosedRange<Date>? = nil,
        calendar: Calendar = DatePicker.defaultCalendar, minuteInterval: Int = 1, today: Date? = nil, isEnabled: Bool = true,
        onChange: Action<Date>? = nil, attributes: [Attribute<DatePicker>] = [], size: ComponentSize = .auto
    ) {
        self.date = date
        self.mode = mode
        self.calendar = calendar
        componentSize = size
        // Calendars differing only in locale can compare equal: the attribute compares what the picker reads.
        let calendarKey = DatePicker.identity(of: calendar)
        // The calendar, mode and limits first: the date is taken within them.
        var all: [Attribute<DatePicker>] = [
            .custom("calendar", calendarKey, apply: { picker, _ in picker.calendar = calendar },
                    unapply: { $0.calendar = DatePicker.defaultCalendar }),
            .custom("mode", mode, apply: { $0.mode = $1 }, unapply: { $0.mode = .date }),
            .custom("minimumDate", limits?.lowerBound, apply: { $0.minimumDate = $1 }, unapply: { $0.minimumDate = nil }),
            .custom("maximumDate", limits?.upperBound, apply: { $0.maximumDate = $1 }, unapply: { $0.maximumDate = nil }),
            .custom("minuteInterval", minuteInterval, apply: { $0.minuteInterval = $1 }, unapply: { $0.minuteInterval = 1 }),
            .custom("today", today, apply: { $0.today = $1 }, unapply: { $0.today = nil }),
            .custom("date", date, apply: { $0.date = $1 }, unapply: { $0.date = Date(timeIntervalSince1970: 0) }),
            .custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }),
        ]
        if let onChange { all.append(.valueChanged(onChange) { $0.date }) }
        viewConfiguration = ViewConfiguration(DatePicker.self, all + attributes)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let category = ComponentContext.current.traits.contentSizeCategory
        let measurer = context.measurer(forTextOf: "DatePickerComponent")
        let size = DatePicker.fittingSize(mode: mode, date: date, calendar: calendar, contentSizeCategory: category) { request in
            guard let measurer else { return .zero }
            return TextMeasurementCache.shared.measure(request, with: measurer).size
        }
        let width = PixelGrid.ceil(size.width, scale: context.pointScale)
        return Layout(component: self, size: range.clamp(CGSize(width: width, height: size.height)))
    }
}
