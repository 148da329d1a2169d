import Foundation

extension DatePicker {
    /// The widths of a picker's parts, from its texts as measured: the
    /// date field's (nil without one), each time segment's, the time's
    /// separator, and the whole picker's.
    struct PartWidths: Equatable {
        var field: CGFloat?
        var segments: [CGFloat] = []
        var separator: CGFloat = 0
        /// The room between the date field and the time.
        static let gap: CGFloat = 8
        /// The room inside a field at each end.
        static let padding: CGFloat = 12

        /// The time's rounded box: the segments, the separator and padding.
        var time: CGFloat { segments.isEmpty ? 0 : segments.reduce(separator, +) + 2 * Self.padding - 4 }

        var total: CGFloat {
            (field ?? 0) + (field != nil && !segments.isEmpty ? Self.gap : 0) + time
        }

        /// The texts the widths come from.
        struct Texts: Sendable {
            var date: String
            /// The widest two digits, so the time keeps its width as it changes.
            var digits: String
            /// The day periods' names; none on a 24-hour clock.
            var periods: [String]

            /// `date`'s texts as `formats` write them.
            init(date: Date, formats: DatePickerFormats) {
                self.date = formats.dateText(date)
                digits = formats.twoDigits(88)
                periods = formats.uses12HourClock ? [formats.calendar.amSymbol, formats.calendar.pmSymbol] : []
            }
        }

        /// The widths for `mode` and `texts`, measured by `measure`.
        init(mode: Mode, texts: Texts, measure: (String) -> CGFloat) {
            if mode != .time { field = (measure(texts.date) + 2 * Self.padding).rounded(.up) }
            guard mode != .date else { return }
            let digits = (measure(texts.digits) + 6).rounded(.up)
            segments = [digits, digits]
            separator = (measure(":") + 2).rounded(.up)
            if !texts.periods.isEmpty {
                segments.append(((texts.periods.map(measure).max() ?? 0) + 14).rounded(.up))
            }
        }
    }

    /// The size a picker needs to show `date` in `mode`, written in
    /// `calendar`'s locale at `category`'s text size, its text measured by
    /// `measure`: its fields' widths, and 36 points tall (more as text grows).
    /// Components size their pickers with it off the main thread.
    nonisolated public static func fittingSize(
        mode: Mode, date: Date, calendar: Calendar, contentSizeCategory category: ContentSizeCategory,
        measure: (TextLayoutRequest) -> CGSize
    ) -> CGSize {
        let fontSize = fontSize(for: category)
        // Formatters are costly to make: layouts share one set per calendar.
        let texts = DatePickerFormats.shared(for: calendar) { PartWidths.Texts(date: date, formats: $0) }
        let widths = PartWidths(mode: mode, texts: texts) { text in
            measure(TextLayoutRequest(text: AttributedText(text), font: .system(size: fontSize), maximumNumberOfLines: 1)).width
        }
        return CGSize(width: widths.total, height: height(for: category))
    }

    /// What a picker reads of `calendar`, as text: two calendars with the
    /// same identity write and count dates alike. (Calendars that differ
    /// only in locale can compare equal, so compare these instead.)
    nonisolated public static func identity(of calendar: Calendar) -> String {
        "\(calendar.identifier) \(calendar.locale?.identifier ?? "-") \(calendar.timeZone.identifier) "
            + "\(calendar.firstWeekday) \(calendar.minimumDaysInFirstWeek)"
    }

    /// The text size of the picker's fields for `category`, as a pop-up button's.
    nonisolated static func fontSize(for category: ContentSizeCategory) -> CGFloat {
        Swift.min(28, Font.TextStyle.body.size(for: category))
    }

    /// The picker's height for `category`: 36 points, more as text grows.
    nonisolated static func height(for category: ContentSizeCategory) -> CGFloat {
        Swift.max(defaultHeight, (fontSize(for: category) * 2.1).rounded())
    }

    /// `text`'s width at `fontSize`, as the window measures text (an
    /// estimate out of a window).
    func measuredWidth(_ text: String, fontSize: CGFloat) -> CGFloat {
        guard let measurer = window?.textMeasurer else { return CGFloat(text.count) * fontSize * 0.6 }
        return measurer.measure(TextLayoutRequest(text: AttributedText(text), font: .system(size: fontSize), maximumNumberOfLines: 1)).size.width
    }

    /// Places the fields from the leading edge: the date field, then the
    /// time's box, whose hour and minute read left to right in either
    /// direction (the day period after them, on their left right to left).
    func layoutParts() {
        let traits = traitCollection
        let size = Self.fontSize(for: traits.contentSizeCategory)
        let widths: PartWidths
        // Measuring is the costly part of a layout, and most layouts repeat the last one's.
        let measuring = window?.textMeasurer != nil
        if let kept = measured, kept.date == date, kept.mode == mode, kept.fontSize == size, kept.byMeasurer == measuring {
            widths = kept.widths
        } else {
            widths = PartWidths(mode: mode, texts: PartWidths.Texts(date: date, formats: formats)) { measuredWidth($0, fontSize: size) }
            measured = (date, mode, size, measuring, widths)
        }
        let rightToLeft = isRightToLeft
        func place(_ x: CGFloat, _ width: CGFloat) -> CGRect {
            CGRect(x: rightToLeft ? bounds.width - x - width : x, y: 0, width: width, height: bounds.height)
        }
        field.isHidden = mode == .time
        var x: CGFloat = 0
        if let fieldWidth = widths.field {
            let available = widths.segments.isEmpty ? bounds.width : bounds.width - widths.time - PartWidths.gap
            field.frame = place(0, Swift.max(0, Swift.min(fieldWidth, available)))
            field.show(text: formats.dateText(date), fontSize: size, direction: formats.writingDirection)
            x = field.frame.width + PartWidths.gap
        }
        timeBackground.isHidden = widths.segments.isEmpty
        separator.isHidden = widths.segments.isEmpty
        guard !widths.segments.isEmpty else { return }
        let box = place(x, widths.time)
        timeBackground.frame = box
        timeBackground.backgroundColor = SemanticColor.fill.resolved(for: traits)
        separator.font = .system(size: size)
        separator.textColor = SemanticColor.label.resolved(for: traits)
        let time = hourAndMinute
        // Hour, separator, minute left to right; the period trails them (on the left, right to left).
        var cursor = box.minX + PartWidths.padding - 2
        let period = segments.count > 2 ? segments[2] : nil
        if rightToLeft, let period {
            period.frame = CGRect(x: cursor, y: 0, width: widths.segments[2], height: bounds.height)
            cursor += widths.segments[2]
        }
        segments[0].frame = CGRect(x: cursor, y: 0, width: widths.segments[0], height: bounds.height)
        cursor += widths.segments[0]
        separator.frame = CGRect(x: cursor, y: 0, width: widths.separator, height: bounds.height)
        cursor += widths.separator
        segments[1].frame = CGRect(x: cursor, y: 0, width: widths.segments[1], height: bounds.height)
        cursor += widths.segments[1]
        if !rightToLeft, let period { period.frame = CGRect(x: cursor, y: 0, width: widths.segments[2], height: bounds.height) }
        for segment in segments { segment.show(hour: time.hour, minute: time.minute, formats: formats, fontSize: size, traits: traits) }
    }
}
