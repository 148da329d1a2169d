import ComponentKit
import Foundation

// sample: controls-notifications
struct NotificationSettings: StatefulComponent {
    struct Choices: Hashable, Sendable {
        var enabled = true
        var volume = 0.5
        var digestHour: Double = 8
        var channel = 0
    }

    func initialState() -> Choices { Choices() }

    func body(state: Choices, scope: Scope<Choices>) -> some Component {
        StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                LabelComponent("Notifications").flexItem { $0.flexGrow = 1 }
                SwitchComponent(isOn: state.enabled,
                                onChange: Action<Bool> { on in scope.updateState { $0.enabled = on } },
                                attributes: [.accessibilityLabel("Notifications")])
            }
            SliderComponent(value: state.volume, isEnabled: state.enabled,
                            onChange: Action<Double> { volume in scope.updateState { $0.volume = volume } },
                            attributes: [.accessibilityLabel("Volume")])
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                LabelComponent(AttributedText("Daily digest at \(Int(state.digestHour)):00")).flexItem { $0.flexGrow = 1 }
                StepperComponent(value: state.digestHour, in: 0...23, wraps: true,
                                 onChange: Action<Double> { hour in scope.updateState { $0.digestHour = hour } },
                                 attributes: [.accessibilityLabel("Digest hour")])
            }
            SegmentedControlComponent(items: [.title("Email"), .title("Push"), .title("Both")], selectedIndex: state.channel,
                                      onChange: Action<Int> { index in scope.updateState { $0.channel = index } },
                                      attributes: [.accessibilityLabel("Send by")])
        }
    }
}
// end-sample

/// The samples of "Controls at a glance" that are expressions.
enum ControlsAtAGlance {
    /// The picker sample's state.
    struct Feed: Hashable, Sendable {
        var source = 0
    }

    /// A picker of sources, its choice kept in `scope`'s state.
    static func picker(source: Int, scope: Scope<Feed>) -> some Component {
        // sample: controls-picker
        PickerComponent(options: ["Everyone", "Scientists", "Writers"], selectedIndex: source,
                        onChange: Action<Int> { index in scope.updateState { $0.source = index } },
                        attributes: [.accessibilityLabel("Quotes from")])
        // end-sample
    }

    /// The date sample's state.
    struct Trip: Hashable, Sendable {
        var leaving = Date(timeIntervalSince1970: 1_796_049_000) // 2026-11-30 14:30 UTC
    }

    /// A departure picker in French, Paris time, between `earliest` and `latest`.
    static func departure(leaving: Date, earliest: Date, latest: Date, scope: Scope<Trip>) -> DatePickerComponent {
        // sample: controls-date
        var french = DatePicker.defaultCalendar
        french.locale = Locale(identifier: "fr_FR")   // "30 nov. 2026", weeks from Monday, 14:30
        french.timeZone = TimeZone(identifier: "Europe/Paris") ?? french.timeZone
        let departure = DatePickerComponent(
            date: leaving, mode: .dateAndTime, in: earliest...latest, calendar: french, minuteInterval: 5,
            onChange: Action<Date> { date in scope.updateState { $0.leaving = date } },
            attributes: [.accessibilityLabel("Departure")])
        // end-sample
        return departure
    }

    static func progress(fraction: Double?) -> ProgressViewComponent {
        // sample: controls-progress
        let download = ProgressViewComponent(progress: fraction, attributes: [.accessibilityLabel("Downloading")])
        // end-sample
        return download
    }
}
