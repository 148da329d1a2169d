import Foundation

/// Why a ``Drawing`` was refused: what was wrong and where.
public enum DrawingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas size was negative, not finite, or past ``Drawing/maximumSide``.
    case invalidSize(CGSize)
    /// The drawing had this many commands and path steps together, past
    /// ``Drawing/maximumElementCount``.
    case tooManyElements(Int)
    /// The command at `index` (0-based), of kind `command`, was wrong for `reason`.
    case invalidCommand(index: Int, command: String, reason: String)
    /// The command at `index` restored a state no command had saved.
    case unbalancedRestore(index: Int)
    /// The command at `index` saved a state past ``Drawing/maximumStateDepth``.
    case stateTooDeep(index: Int)

    public var description: String {
        switch self {
        case let .invalidSize(size):
            "a drawing's size must be finite, not negative and at most \(Int(Drawing.maximumSide)) a side, not \(size.width) × \(size.height)"
        case let .tooManyElements(count):
            "a drawing holds at most \(Drawing.maximumElementCount) commands and path steps, not \(count)"
        case let .invalidCommand(index, command, reason):
            "drawing command \(index) (\(command)): \(reason)"
        case let .unbalancedRestore(index):
            "drawing command \(index) (restoreState): no state was saved to restore"
        case let .stateTooDeep(index):
            "drawing command \(index) (saveState): at most \(Drawing.maximumStateDepth) states are saved at once"
        }
    }
}
