import Foundation

/// Sections a container cannot show; it keeps showing what it showed.
public enum ContainerUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two sections share an identity.
    case duplicateSectionID(String, first: Int, second: Int)
    /// Two elements share an identity.
    case duplicateElementID(String, first: IndexPath, second: IndexPath)

    public var description: String {
        switch self {
        case let .duplicateSectionID(id, first, second):
            "sections \(first) and \(second) both have identity \"\(id)\"; section identities must be unique"
        case let .duplicateElementID(id, first, second):
            "elements at \(Array(first)) and \(Array(second)) both have identity \"\(id)\"; element identities must be unique"
        }
    }
}
