import ComponentKitLists

/// An element as a container holds it: the element to show (a fallback for
/// one its factory rejects), its identity and its reuse identifier.
struct ContainerItem: Diffable {
    /// What is shown.
    let element: Element
    /// The identity diffs match by: the element's id, or its reuse
    /// identifier and position among elements with the same one.
    let identity: String

    var diffID: String { identity }

    func isContentEqual(to other: ContainerItem) -> Bool {
        element.hasSameContent(as: other.element)
    }
}
