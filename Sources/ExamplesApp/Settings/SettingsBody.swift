import ComponentKit
import Foundation

/// The Settings screen's content: every built-in control. The dark mode
/// switch and the text size slider change the app's traits (``SettingsScreen``
/// hands them the actions that do); the rest keep their values in this
/// component's state.
struct SettingsBody: StatefulComponent {
    /// What the screen's own controls hold.
    struct Choices: Hashable, Sendable, Codable {
        var sort = 0
        var source = 0
        var quotesPerPage: Double = 20
        var autoplay = true
        var volume: Double = 0.6
        var downloaded: Double = 0
        var quietUntil = SettingsBody.quietUntilDefault
    }

    /// When quotes are quiet until, at first: a fixed date, so the screen looks the same each run.
    static let quietUntilDefault = Date(timeIntervalSince1970: 1_796_115_600) // 2026-12-01 09:00 UTC
    /// The dates "Quiet until" takes: the two years around it.
    static let quietLimits = Date(timeIntervalSince1970: 1_767_225_600)...Date(timeIntervalSince1970: 1_830_297_599) // 2026-01-01...2027-12-31

    /// Sets the app's colour scheme: dark when true.
    let setDarkMode: Action<Bool>
    /// Sets the app's text size, by its index in ``textSizes``.
    let setTextSize: Action<Double>
    /// Presents the About sheet.
    let showAbout: ControlAction
    /// Asks whether to reset; sends the action that resets this body's state when the answer is yes.
    let confirmReset: Action<Action<Void>>

    /// The text sizes the slider goes through, smallest first.
    static let textSizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    ]

    /// Whose quotes the feed shows, as the picker lists them.
    static let sources = ["Everyone", "Scientists", "Writers", "Philosophers", "Artists"]

    func initialState() -> Choices { Choices() }

    func body(state: Choices, scope: Scope<Choices>) -> some Component {
        let traits = ComponentContext.current.traits
        let sizeIndex = Self.textSizes.firstIndex(of: traits.contentSizeCategory) ?? 3
        return InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 12), child: StackComponent(axis: .vertical, spacing: 18, alignItems: .stretch) {
            SettingsSection(title: "Appearance") {
                SettingsRow(title: "Dark mode") {
                    SwitchComponent(isOn: traits.colorScheme == .dark, onChange: setDarkMode,
                                    attributes: [.accessibilityLabel("Dark mode"), .accessibilityIdentifier("settings.dark")])
                }
                LabelComponent(AttributedText("Text size: \(Self.name(of: Self.textSizes[sizeIndex]))"), font: .preferred(.body),
                               color: .label, attributes: [.accessibilityIdentifier("settings.textSize.value")])
                SliderComponent(value: Double(sizeIndex), in: 0...Double(Self.textSizes.count - 1), step: 1, onChange: setTextSize,
                                attributes: [.accessibilityLabel("Text size"), .accessibilityValue(Self.name(of: Self.textSizes[sizeIndex])),
                                             .accessibilityIdentifier("settings.textSize")])
            }
            SettingsSection(title: "Feed") {
                SegmentedControlComponent(
                    items: [.title("Newest"), .title("Popular"), .title("Nearby")], selectedIndex: state.sort,
                    onChange: Action<Int>(identity: "settings.sort") { index in scope.updateState { $0.sort = index } },
                    attributes: [.accessibilityLabel("Sort quotes by"), .accessibilityIdentifier("settings.sort")])
                SettingsRow(title: "Quotes from") {
                    PickerComponent(options: Self.sources, selectedIndex: state.source,
                                    onChange: Action<Int>(identity: "settings.source") { index in scope.updateState { $0.source = index } },
                                    attributes: [.accessibilityLabel("Quotes from"), .accessibilityIdentifier("settings.source")])
                }
                SettingsRow(title: "Quotes per page: \(Int(state.quotesPerPage))") {
                    StepperComponent(value: state.quotesPerPage, in: 10...50, step: 10,
                                     onChange: Action<Double>(identity: "settings.quotes") { value in scope.updateState { $0.quotesPerPage = value } },
                                     attributes: [.accessibilityLabel("Quotes per page"), .accessibilityIdentifier("settings.quotes")])
                }
                SettingsRow(title: "Read quotes aloud") {
                    SwitchComponent(isOn: state.autoplay,
                                    onChange: Action<Bool>(identity: "settings.autoplay") { on in scope.updateState { $0.autoplay = on } },
                                    attributes: [.accessibilityLabel("Read quotes aloud"), .accessibilityIdentifier("settings.autoplay")])
                }
                LabelComponent("Quiet until", font: .preferred(.body), color: .label)
                StackComponent(axis: .horizontal, alignItems: .center) {
                    DatePickerComponent(date: state.quietUntil, mode: .dateAndTime, in: Self.quietLimits, minuteInterval: 5,
                                        onChange: Action<Date>(identity: "settings.quiet") { date in scope.updateState { $0.quietUntil = date } },
                                        attributes: [.accessibilityLabel("Quiet until"), .accessibilityIdentifier("settings.quiet")])
                }
                LabelComponent(AttributedText("Voice volume: \(Int((state.volume * 100).rounded()))%"), font: .preferred(.body), color: .label,
                               attributes: [.accessibilityIdentifier("settings.volume.value")])
                SliderComponent(value: state.volume, isEnabled: state.autoplay,
                                onChange: Action<Double>(identity: "settings.volume") { value in scope.updateState { $0.volume = value } },
                                attributes: [.accessibilityLabel("Voice volume"), .accessibilityIdentifier("settings.volume")])
            }
            SettingsSection(title: "Storage") {
                LabelComponent(AttributedText(state.downloaded >= 1 ? "Offline quotes: downloaded"
                                              : "Offline quotes: \(Int((state.downloaded * 100).rounded()))%"),
                               font: .preferred(.body), color: .label, attributes: [.accessibilityIdentifier("settings.download.value")])
                ProgressViewComponent(progress: state.downloaded,
                                      attributes: [.accessibilityLabel("Offline quotes"), .accessibilityIdentifier("settings.download")])
                ButtonComponent(
                    titles: [.normal: state.downloaded >= 1 ? "Downloaded" : "Download the next part"], titleColors: [.normal: .white],
                    font: .preferred(.body), isEnabled: state.downloaded < 1,
                    action: ControlAction("settings.download") { scope.updateState { $0.downloaded = min(1, $0.downloaded + 0.25) } },
                    attributes: [.backgroundColor(.tint), .cornerRadius(8), .accessibilityIdentifier("settings.download.next")])
            }
            SettingsSection(title: "App") {
                ButtonComponent(titles: [.normal: "About this app"], titleColors: [.normal: .accent], font: .preferred(.body),
                                action: showAbout, attributes: [.accessibilityIdentifier("settings.about")])
                ButtonComponent(titles: [.normal: "Reset settings"], titleColors: [.normal: .destructive], font: .preferred(.body),
                                action: ControlAction("settings.reset") {
                                    confirmReset.send(Action<Void>(identity: "settings.reset.confirmed") { _ in scope.updateState { $0 = Choices() } })
                                },
                                attributes: [.accessibilityIdentifier("settings.reset")])
            }
        })
    }

    /// A text size as Settings names it.
    static func name(of size: ContentSizeCategory) -> String {
        switch size {
        case .extraSmall: "Extra small"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Default"
        case .extraLarge: "Large"
        case .extraExtraLarge: "Extra large"
        case .extraExtraExtraLarge: "Largest"
        default: "Accessibility"
        }
    }
}
