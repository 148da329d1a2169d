import ComponentKit
import Foundation

/// A titled group of settings: a heading over its rows, read as a group named by the title.
struct SettingsSection: CompositeComponent {
    let title: String
    let rows: [any Component]

    init(title: String, @ComponentBuilder rows: () -> [any Component]) {
        self.title = title
        self.rows = rows()
    }

    var body: some Component {
        StackComponent(axis: .vertical, spacing: 10, alignItems: .stretch) {
            LabelComponent(AttributedText(title), font: .preferred(.headline), color: .secondaryLabel,
                           attributes: [.accessibilityHeading(level: 2)])
            rows
        }
    }
}

/// A row: a title leading, its control trailing, centred on each other.
struct SettingsRow: CompositeComponent {
    let title: String
    let control: any Component

    init(title: String, control: () -> any Component) {
        self.title = title
        self.control = control()
    }

    var body: some Component {
        StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
            LabelComponent(AttributedText(title), font: .preferred(.body), color: .label, numberOfLines: 0)
                .flexItem { $0.flexGrow = 1; $0.flexShrink = 1; $0.flexBasis = 0 }
            control
        }
    }
}
