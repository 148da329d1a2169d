/// The mutations recorded since the previous transaction, in order.
///
/// A window hands its pending mutations to a backend as one transaction; a
/// backend commits it whole, so it never shows a half-applied update.
public struct ViewTransaction: Hashable, Sendable {
    /// Counts up from 1 for each transaction a window hands out.
    public let number: Int
    /// The mutations, in the order they happened.
    public let mutations: [ViewMutation]
    /// False when the window stopped recording mutations at some point
    /// since the previous transaction (``Window/recordsMutations``): the
    /// tree changed in ways these mutations do not describe, so a backend
    /// that keeps what it showed must describe or draw the tree anew.
    public let isComplete: Bool

    /// A transaction.
    public init(number: Int, mutations: [ViewMutation], isComplete: Bool = true) {
        self.number = number
        self.mutations = mutations
        self.isComplete = isComplete
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { mutations.isEmpty }
}
