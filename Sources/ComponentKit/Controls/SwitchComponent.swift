import Foundation
import ViewTree

/// An on/off ``/ViewTree/Switch``, 51 × 31 points, as `UISwitch` or SwiftUI's `Toggle`.
///
/// The switch turns over as it is tapped (or its Space or Enter pressed)
/// and sends `onChange` with its new state; keep that state and render
/// again with it, as with any value the component shows.
///
/// ```swift
/// SwitchComponent(isOn: settings.darkMode, onChange: Action<Bool>.send(.setDarkMode, from: scope),
///                 attributes: [.accessibilityLabel("Dark mode")])
/// ```
public struct SwitchComponent: Component {
    /// Whether it is on.
    public let isOn: Bool
    /// Whether it responds to pointers and keys.
    public let isEnabled: Bool
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A switch; `onTint` colours the track when on (the system green by default).
    public init(
        isOn: Bool, isEnabled: Bool = true, onTint: Color? = nil, onChange: Action<Bool>? = nil,
        attributes: [Attribute<Switch>] = []
    ) {
        self.isOn = isOn
        self.isEnabled = isEnabled
        componentSize = ComponentSize(width: .points(Switch.defaultSize.width), height: .points(Switch.defaultSize.height))
        var all: [Attribute<Switch>] = [
            .custom("isOn", isOn, apply: { $0.setOn($1, animated: $0.window != nil) }, unapply: { $0.setOn(false, animated: false) }),
            .custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }),
            .custom("onTint", onTint, apply: { $0.onTintColor = $1 }, unapply: { $0.onTintColor = nil }),
        ]
        if let onChange { all.append(.valueChanged(onChange) { $0.isOn }) }
        viewConfiguration = ViewConfiguration(Switch.self, all + attributes)
    }
}
