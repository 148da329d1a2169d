import Foundation

/// One segment of a ``DatePicker``'s time: the hour, the minute or the
/// day period, a spin button as in a web page's time input.
///
/// With the focus, Up and Down change it and go round at its ends without
/// touching the others (the hour stays in its half of the day on a
/// 12-hour clock; the minute moves by the picker's interval), Home and
/// End go to its ends, Left and Right go to the segment on that side.
/// Digits typed set it: a digit that could start a longer number waits
/// for the next, one that cannot moves on to the next segment. The day
/// period takes the first letter of either period's name.
@MainActor
final class DatePickerTimeSegment: Control {
    /// Which part of the time a segment is.
    enum Part {
        case hour, minute, period
    }

    let part: Part
    weak var picker: DatePicker?
    private let textLabel = Label()
    /// The digits typed since the segment took focus, while a longer number may follow.
    private var typed = ""

    required init(frame: CGRect = .zero) {
        part = .hour
        super.init(frame: frame)
        setUp()
    }

    init(part: Part) {
        self.part = part
        super.init(frame: .zero)
        setUp()
    }

    private func setUp() {
        textLabel.numberOfLines = 1
        textLabel.textAlignment = .center
        try? content.addSubview(textLabel)
        accessibilityLabel = switch part {
        case .hour: "Hour"
        case .minute: "Minute"
        case .period: "AM/PM"
        }
    }

    /// The segment's number: the hour as shown (1...12 on a 12-hour
    /// clock), the minute, or the period (0 before noon, 1 after).
    private(set) var shownValue = 0
    private var shownRange = 0...23
    private var shownText = ""

    /// Shows the part of `hour`:`minute` this segment is, as `formats` write it.
    func show(hour: Int, minute: Int, formats: DatePickerFormats, fontSize: CGFloat, traits: TraitCollection) {
        let twelve = formats.uses12HourClock
        switch part {
        case .hour where twelve:
            shownValue = hour % 12 == 0 ? 12 : hour % 12
            shownRange = 1...12
            shownText = formats.twoDigits(shownValue)
        case .hour:
            shownValue = hour
            shownRange = 0...23
            shownText = formats.twoDigits(hour)
        case .minute:
            shownValue = minute
            shownRange = 0...59
            shownText = formats.twoDigits(minute)
        case .period:
            shownValue = hour < 12 ? 0 : 1
            shownRange = 0...1
            shownText = hour < 12 ? formats.calendar.amSymbol : formats.calendar.pmSymbol
        }
        textLabel.text = AttributedText(shownText)
        textLabel.font = .system(size: fontSize)
        textLabel.textColor = SemanticColor.label.resolved(for: traits)
        textLabel.frame = bounds
    }

    override func updateParts() {
        textLabel.frame = bounds
    }

    override var controlAccessibility: ControlAccessibility? {
        ControlAccessibility(role: .adjustable, value: Double(shownValue),
                             range: Double(shownRange.lowerBound)...Double(shownRange.upperBound), valueText: shownText)
    }

    override func accessibilityIncrement() { step(by: 1) }
    override func accessibilityDecrement() { step(by: -1) }

    override func didResignFirstResponder() {
        super.didResignFirstResponder()
        typed = ""
    }

    override func keyDown(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, isEnabled, event.phase == .down, event.modifiers.isEmpty || event.modifiers == .shift,
              let picker else { return super.keyDown(event) }
        switch event.key {
        case .arrowUp: step(by: 1)
        case .arrowDown: step(by: -1)
        case .home: set(shown: shownRange.lowerBound)
        case .end: set(shown: part == .minute ? 60 - picker.minuteInterval : shownRange.upperBound)
        case .arrowLeft, .arrowRight:
            picker.segment(beside: self, right: event.key == .arrowRight)?.becomeFirstResponder()
        default:
            guard let character = event.key.character else { return super.keyDown(event) }
            return type(character)
        }
        return true
    }

    /// Moves the segment `steps` steps, round at its ends.
    private func step(by steps: Int) {
        typed = ""
        guard isEnabled, let picker else { return }
        switch part {
        case .minute:
            let interval = picker.minuteInterval
            let floored = shownValue - shownValue % interval
            let moved = steps > 0 ? floored + interval * steps : (shownValue % interval == 0 ? floored + interval * steps : floored)
            set(shown: ((moved % 60) + 60) % 60)
        case .period:
            set(shown: 1 - shownValue)
        case .hour:
            let count = shownRange.count
            set(shown: ((shownValue - shownRange.lowerBound + steps) % count + count) % count + shownRange.lowerBound)
        }
    }

    /// Sets the segment to `shown` (as it is shown) as a person does.
    private func set(shown: Int) {
        guard let picker else { return }
        let (hour, minute) = picker.hourAndMinute
        switch part {
        case .hour where shownRange.lowerBound == 1:
            picker.setTime(hour: (hour >= 12 ? 12 : 0) + shown % 12, minute: minute)
        case .hour:
            picker.setTime(hour: shown, minute: minute)
        case .minute:
            picker.setTime(hour: hour, minute: shown)
        case .period:
            picker.setTime(hour: hour % 12 + (shown == 1 ? 12 : 0), minute: minute)
        }
    }

    /// A typed character: a digit for the hour or minute, a period's first letter.
    private func type(_ character: Character) -> Bool {
        guard let picker else { return false }
        if part == .period {
            let lowered = String(character).lowercased()
            let symbols = [picker.calendar.amSymbol, picker.calendar.pmSymbol].map { $0.lowercased() }
            guard let index = symbols.firstIndex(where: { $0.hasPrefix(lowered) }) else { return false }
            set(shown: index)
            return true
        }
        guard let digit = character.wholeNumberValue, (0...9).contains(digit) else { return false }
        var number = (Int(typed + String(digit)) ?? digit)
        if number > shownRange.upperBound {
            typed = ""
            number = digit
        }
        typed += String(digit)
        if number >= shownRange.lowerBound {
            set(shown: part == .minute ? number - number % picker.minuteInterval : number)
        }
        // A number that no further digit keeps in range is complete: on to the next segment.
        if number * 10 > shownRange.upperBound || typed.count >= 2 {
            typed = ""
            picker.segment(after: self)?.becomeFirstResponder()
        }
        return true
    }
}
