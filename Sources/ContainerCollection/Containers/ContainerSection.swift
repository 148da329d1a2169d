import Foundation

/// A section of a container: an identity, optional header and footer
/// elements, and the elements in between.
///
/// ```swift
/// ContainerSection(id: "featured", header: title, elements: [hero, rail])
/// ```
public struct ContainerSection: Sendable {
    /// The section's identity across updates; unique within a container.
    public var id: String
    /// Shown before the elements.
    public var header: Element?
    /// The section's elements, in order.
    public var elements: [Element]
    /// Shown after the elements.
    public var footer: Element?
    /// Where the section's next page is (a screen document whose section of
    /// the same id continues this one), or nil when it has no more. A
    /// container fetches it, through its action handler, as the end nears.
    public var next: URL?

    /// A section.
    public init(id: String, header: Element? = nil, elements: [Element], footer: Element? = nil, next: URL? = nil) {
        self.id = id
        self.header = header
        self.elements = elements
        self.footer = footer
        self.next = next
    }
}
