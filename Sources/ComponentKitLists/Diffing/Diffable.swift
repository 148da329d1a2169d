/// An element that can be diffed: an identity that stays the same across
/// versions, and content that may change.
///
/// ```swift
/// struct Photo: Diffable, Equatable {
///     let id: Int
///     var title: String
///     var diffID: Int { id }
/// }
/// ```
public protocol Diffable: Sendable {
    /// The identity type.
    associatedtype DiffID: Hashable
    /// The identity: equal in the old and new versions of the same element.
    var diffID: DiffID { get }
    /// Whether two versions of one element show the same content.
    func isContentEqual(to other: Self) -> Bool
}

extension Diffable where Self: Equatable {
    public func isContentEqual(to other: Self) -> Bool { self == other }
}

/// A section of diffable elements with its own identity.
public struct DiffSection<SectionID: Hashable & Sendable, Element: Diffable>: Sendable {
    /// The section's identity.
    public var id: SectionID
    /// The elements, in order.
    public var elements: [Element]

    /// A section.
    public init(id: SectionID, elements: [Element]) {
        self.id = id
        self.elements = elements
    }
}

/// Data that cannot be diffed, with where the problem is.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two elements of one version share an identity.
    case duplicateElementID(id: String, first: IndexPath, second: IndexPath, version: String)
    /// Two sections of one version share an identity.
    case duplicateSectionID(id: String, first: Int, second: Int, version: String)

    public var description: String {
        switch self {
        case let .duplicateElementID(id, first, second, version):
            "the \(version) data has two elements with identity \(id), at \(Array(first)) and \(Array(second)); identities must be unique"
        case let .duplicateSectionID(id, first, second, version):
            "the \(version) data has two sections with identity \(id), at \(first) and \(second); identities must be unique"
        }
    }
}

import Foundation
