import ContainerCollection
/// A titled horizontal rail of cards.
///
/// From a server: `{"title": "Day trips", "cards": [{"id": "c1", "title": "Sintra"}, …]}`.
public struct RailData: ComponentData, Hashable, Decodable {
    /// The heading above the cards.
    public var title: String?
    /// The cards, left to right; at least one.
    public var cards: [CardData]

    /// A rail.
    public init(title: String? = nil, cards: [CardData]) {
        self.title = title
        self.cards = cards
    }
}

extension RailData: ScreenLimitChecking {
    /// A rail with more cards than ``/ContainerCollection/ScreenLimits/maximumItemsPerElement`` is refused.
    public func limitProblem(under limits: ScreenLimits) -> ScreenProblem.Kind? {
        cards.count > limits.maximumItemsPerElement
            ? .overLimit(what: "rail cards", value: cards.count, limit: limits.maximumItemsPerElement) : nil
    }
}
