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

    /// A section.
    public init(id: String, header: Element? = nil, elements: [Element], footer: Element? = nil) {
        self.id = id
        self.header = header
        self.elements = elements
        self.footer = footer
    }
}
