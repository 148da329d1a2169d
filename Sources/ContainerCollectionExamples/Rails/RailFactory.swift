import ContainerCollection
import Foundation

/// Builds ``RailViewController``s. A rail is valid with at least one card,
/// every card valid and card identities unique.
///
/// ```swift
/// let rails = RailFactory(cards: CardFactory(downloader: downloader, layoutContext: context), fallback: fallback)
/// Element(data: RailData(title: "Day trips", cards: trips), factory: rails)
/// ```
public struct RailFactory: DecodableComponentFactory {
    public typealias DecodedData = RailData

    /// Makes the cards.
    public let cards: CardFactory
    /// Shows cards that cannot be made.
    public let fallback: FallbackFactory

    /// A factory.
    public init(cards: CardFactory, fallback: FallbackFactory) {
        self.cards = cards
        self.fallback = fallback
    }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is RailData else { return nil }
        return RailViewController(cards: cards, fallback: fallback)
    }

    public func identifyComponent(using data: any ComponentData) -> String { "rail" }

    public func validComponent(using data: any ComponentData) -> ComponentValidation {
        guard let data = data as? RailData else { return .invalid("expected RailData, got \(type(of: data))") }
        guard !data.cards.isEmpty else { return .invalid("a rail needs at least one card") }
        for (index, card) in data.cards.enumerated() {
            if case .invalid(let reason) = cards.validate(card) { return .invalid("card \(index): \(reason)") }
        }
        let ids = data.cards.compactMap(\.id)
        return .require(Set(ids).count == ids.count, "card identities repeat")
    }
}
