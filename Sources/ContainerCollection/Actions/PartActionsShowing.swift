/// A controller showing parts of its element that a screen can give
/// actions of their own (a rail's cards, a card's button). After each
/// update the container hands it the element's ``Element/partActions``;
/// it puts them on its parts, for example on the elements of a nested
/// container, whose actions then run in the enclosing screen's container.
///
/// ```swift
/// extension RailViewController: PartActionsShowing {
///     func show(partActions: [String: ElementActions]) {
///         try? rail.update(elements: cards.map { card in
///             var element = Element(id: card.id, data: card, factory: cardFactory)
///             element.actions = partActions[card.id] ?? .none
///             return element
///         })
///     }
/// }
/// ```
@MainActor
public protocol PartActionsShowing: AnyObject {
    /// Puts `partActions` (by part identity) on the parts shown now.
    func show(partActions: [String: ElementActions])
}
