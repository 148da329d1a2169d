/// A change to the controller hierarchy that would break it; the hierarchy
/// is left as it was.
public enum ViewControllerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A controller was to become its own child, or a child of one of its descendants.
    case cycle(child: String, parent: String)

    public var description: String {
        switch self {
        case let .cycle(child, parent):
            "cannot add \(child) as a child of \(parent): \(child) is \(parent) or one of its ancestors"
        }
    }
}
