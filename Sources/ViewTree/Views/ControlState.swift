/// A button's state flags, as `UIControl.State`.
///
/// Per-state values (titles, colors, images) are looked up for the exact
/// state first, then for its disabled, selected and highlighted parts, then
/// for `.normal`.
public struct ControlState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// No flag set.
    public static let normal: ControlState = []
    /// A pointer is down inside the control.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The control does not respond to events.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The control is selected (toggled on).
    public static let selected = ControlState(rawValue: 1 << 2)

    /// The states to try, most specific first, when looking up a per-state value.
    public var lookupOrder: [ControlState] {
        var order: [ControlState] = [self]
        for part in [ControlState.disabled, .selected, .highlighted] where contains(part) && part != self {
            order.append(part)
        }
        if self != .normal { order.append(.normal) }
        return order
    }

    public var description: String {
        var names: [String] = []
        if contains(.highlighted) { names.append("highlighted") }
        if contains(.disabled) { names.append("disabled") }
        if contains(.selected) { names.append("selected") }
        return names.isEmpty ? "normal" : names.joined(separator: "+")
    }
}
