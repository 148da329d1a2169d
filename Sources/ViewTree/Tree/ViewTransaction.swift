/// The mutations recorded since the previous transaction, in order.
///
/// A window hands its pending mutations to a backend as one transaction; a
/// backend commits it whole, so it never shows a half-applied update.
public struct ViewTransaction: Hashable, Sendable {
    /// Counts up from 1 for each transaction a window hands out.
    public let number: Int
    /// The mutations, in the order they happened.
    public let mutations: [ViewMutation]

    /// A transaction.
    public init(number: Int, mutations: [ViewMutation]) {
        self.number = number
        self.mutations = mutations
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { mutations.isEmpty }
}
