import Foundation

extension DatePickerCalendar {
    /// The room around the card's contents.
    private static let inset: CGFloat = 12

    /// Lays out the active day's month by the picker's date field: the
    /// card's size for the month's weeks and the text size, its place,
    /// the header, the weekdays from the calendar's first, and each day.
    /// Closes the calendar when the picker has left the window.
    func refresh() {
        guard let window else { return }
        guard let picker, picker.window === window, !picker.isHidden else {
            picker?.closeCalendar(returningFocus: false)
            return
        }
        let calendar = picker.calendar, formats = picker.formats
        let traits = picker.traitCollection
        let rightToLeft = traits.layoutDirection == .rightToLeft
        let fontSize = DatePicker.fontSize(for: traits.contentSizeCategory)
        let margin: CGFloat = 8, inset = Self.inset
        var cell = Swift.max(40, (fontSize * 2.2).rounded())
        cell = Swift.max(28, Swift.min(cell, ((bounds.width - 2 * margin - 2 * inset) / 7).rounded(.down)))
        guard let month = calendar.dateInterval(of: .month, for: activeDay),
              let count = calendar.range(of: .day, in: .month, for: activeDay)?.count else { return }
        let offset = (calendar.component(.weekday, from: month.start) - calendar.firstWeekday + 7) % 7
        let weeks = (offset + count + 6) / 7
        let headerHeight = Swift.max(44, (fontSize * 2).rounded()), weekdayHeight = (fontSize * 1.4).rounded()
        let width = 7 * cell + 2 * inset
        let height = inset + headerHeight + weekdayHeight + CGFloat(weeks) * cell + inset

        // Under the field, or over it when there is more room above.
        let anchor = picker.field.convert(picker.field.bounds, to: nil)
        let below = bounds.height - anchor.maxY - margin - 4, above = anchor.minY - margin - 4
        let y = below >= height || below >= above ? anchor.maxY + 4 : Swift.max(margin, anchor.minY - 4 - height)
        var x = rightToLeft ? anchor.maxX - width : anchor.minX
        x = Swift.max(margin, Swift.min(x, bounds.width - margin - width))
        card.frame = CGRect(x: x, y: y, width: width, height: height)
        card.backgroundColor = SemanticColor.secondarySystemBackground.resolved(for: traits)
        func place(_ rect: CGRect) -> CGRect {
            rightToLeft ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }

        // The header: the month's title leading, previous and next trailing (mirrored right to left).
        let monthTitle = formats.monthTitle(activeDay)
        title.text = AttributedText(monthTitle)
        title.font = .system(size: fontSize, weight: .semibold)
        title.textColor = SemanticColor.label.resolved(for: traits)
        title.writingDirection = formats.writingDirection
        title.textAlignment = rightToLeft ? .right : .left
        let button = headerHeight
        title.frame = place(CGRect(x: inset + 4, y: inset, width: width - 2 * inset - 2 * button - 4, height: headerHeight))
        previous.frame = place(CGRect(x: width - inset - 2 * button, y: inset, width: button, height: headerHeight))
        next.frame = place(CGRect(x: width - inset - button, y: inset, width: button, height: headerHeight))
        let tint = SemanticColor.tint.resolved(for: traits)
        for (control, glyph) in [(previous, rightToLeft ? "›" : "‹"), (next, rightToLeft ? "‹" : "›")] {
            control.setTitle(glyph, for: .normal)
            control.setTitleColor(tint, for: .normal)
        }

        // The weekdays, from the calendar's first.
        let weekdayTop = inset + headerHeight
        for (index, label) in weekdays.enumerated() {
            label.text = AttributedText(formats.weekdaySymbols[index % formats.weekdaySymbols.count])
            label.font = .system(size: Swift.max(11, fontSize * 0.75), weight: .semibold)
            label.textColor = SemanticColor.secondaryLabel.resolved(for: traits)
            label.frame = place(CGRect(x: inset + CGFloat(index) * cell, y: weekdayTop, width: cell, height: weekdayHeight))
        }

        // The days, each in its week's row and weekday's column.
        grid.frame = place(CGRect(x: inset, y: weekdayTop + weekdayHeight, width: 7 * cell, height: CGFloat(weeks) * cell))
        grid.gridSize = (weeks, 7)
        grid.accessibilityLabel = monthTitle
        let chosen = calendar.startOfDay(for: picker.date)
        let today = picker.today.map { calendar.startOfDay(for: $0) }
        for (index, dayView) in days.enumerated() {
            let dayOfMonth = index - offset
            guard dayOfMonth >= 0, dayOfMonth < count,
                  let day = calendar.date(byAdding: .day, value: dayOfMonth, to: month.start) else {
                dayView.isHidden = true
                continue
            }
            dayView.isHidden = false
            let row = index / 7, column = index % 7
            let cellFrame = CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
            dayView.frame = rightToLeft ? CGRect(x: 7 * cell - cellFrame.maxX, y: cellFrame.minY, width: cell, height: cell) : cellFrame
            dayView.show(day: day, number: formats.dayNumber(day), name: formats.fullDayText(day),
                         place: AccessibilityListPosition.GridPlace(row: row + 1, column: column + 1, rowCount: weeks, columnCount: 7),
                         chosen: day == chosen, today: day == today, active: day == activeDay, allowed: picker.allows(day: day),
                         fontSize: fontSize, traits: traits)
        }
    }
}
