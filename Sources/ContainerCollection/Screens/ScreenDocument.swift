import Foundation

/// A server screen read and checked, but not yet mapped to factories: the
/// version, layout and, per section, each element's component identifier,
/// identity and JSON data, with the path it came from.
///
/// ``ScreenDecoder`` makes documents; ``decode(using:)`` turns one into a
/// ``Screen`` of elements with a mapper's factories.
public struct ScreenDocument: Sendable {
    /// One element as the server described it.
    public struct ElementDescription: Sendable {
        /// The component identifier, if the element names one.
        public var component: String?
        /// The element's identity, if it has a usable one.
        public var id: String?
        /// The element's data (an empty object when it has none).
        public var data: JSONValue
        /// Whether the element has a `data` member.
        public var hasData = true
        /// Where the element is.
        public var path: JSONPath
        /// A problem that already rules the element out (it is shown as a fallback).
        public var problem: ScreenProblem?
        /// What the element does when a person acts on it.
        public var actions: ElementActions = .none
        /// The fields that follow the screen's variables.
        public var bindings = ElementBindings()
        /// What the parts it shows (a rail's cards) do, by part identity.
        public var partActions: [String: ElementActions] = [:]
    }

    /// One section as the server described it.
    public struct Section: Sendable {
        /// The section's identity (its path when the server gave none).
        public var id: String
        /// The header element, if any.
        public var header: ElementDescription?
        /// The elements.
        public var elements: [ElementDescription]
        /// The footer element, if any.
        public var footer: ElementDescription?
        /// Where the section is.
        public var path: JSONPath
        /// Where its next page is, if it has one.
        public var next: URL?
    }

    /// The screen format version the document was written in.
    public var version: Int
    /// The screen's identifier, if any.
    public var id: String?
    /// The screen's title, if any.
    public var title: String?
    /// How the screen's sections are laid out.
    public var layout: ContainerLayout
    /// The sections, in order.
    public var sections: [Section]
    /// Problems found while reading (more are found while mapping).
    public var problems: [ScreenProblem]
    /// How elements that cannot be made are shown.
    public var fallback: FallbackFactory
    /// The limits the document was read with; mapping checks element data against them.
    public var limits: ScreenLimits = .default
    /// The variables the document declares, in order.
    public var variables: [ScreenVariable] = []
}
