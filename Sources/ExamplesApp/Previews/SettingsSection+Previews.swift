import ComponentKit
import Foundation

extension SettingsSection {
    /// A section as the Settings screen builds it: a heading over rows with
    /// a switch and a stepper, light and dark, at the default and an
    /// accessibility text size (the titles wrap beside their controls).
    static var previews: [Preview] {
        [
            Preview("Settings section", group: "Settings", textSizes: [.large, .accessibilityMedium]) { _ in
                SettingsSection(title: "Feed") {
                    SettingsRow(title: "Quotes per page: 20") {
                        StepperComponent(value: 20, in: 10...50, step: 10,
                                         onChange: Action<Double>(identity: "previews.settings.quotes") { _ in },
                                         attributes: [.accessibilityLabel("Quotes per page")])
                    }
                    SettingsRow(title: "Read quotes aloud") {
                        SwitchComponent(isOn: true, onChange: Action<Bool>(identity: "previews.settings.autoplay") { _ in },
                                        attributes: [.accessibilityLabel("Read quotes aloud")])
                    }
                }
            },
        ]
    }
}

extension AboutBody {
    /// The About sheet's text, light and dark, at two widths.
    static var previews: [Preview] {
        [Preview("About", group: "Settings", widths: [320, 390]) { _ in AboutBody() }]
    }
}

extension TapCounterButton {
    /// The Views and styles screen's counting button, untapped, light and dark, both directions.
    static var previews: [Preview] {
        [Preview("Tap counter button", group: "Styles", directions: [.leftToRight, .rightToLeft]) { _ in TapCounterButton() }]
    }
}
