import Foundation

/// Lets large states go on a background queue, as Texture's deallocation
/// queue does: freeing a 10,000-item state (its components, layouts and
/// scope roots) takes tens of milliseconds, which on the main actor is a
/// dropped frame.
enum RetiredStates {
    /// Items a state must have to be let go in the background; smaller
    /// ones cost less to free than the hop.
    static let minimumItems = 1_000

    /// Set on the queue, so tests can tell where a state was freed.
    static let queueKey = DispatchSpecificKey<Bool>()

    private static let queue: DispatchQueue = {
        let queue = DispatchQueue(label: "componentkit.datasource.retired-states", qos: .utility)
        queue.setSpecific(key: queueKey, value: true)
        return queue
    }()

    /// Hands `state` to the background queue after the main actor's current
    /// turn, by which the data source has let go of its copies; called as
    /// the preparation run whose plan holds it ends, which is after its
    /// worker tasks have let go too. The queue's copy is then the last one.
    /// Items the next state shares stay alive, as always; a controller or
    /// scope root that goes with the state is deinitialized on the queue (a
    /// view it holds still ends on the main actor, through its isolated
    /// deinit). A state the data source still shows (a change dropped by a
    /// synchronous one) only loses a reference.
    static func release<Model, Context>(_ state: DataSourceState<Model, Context>) {
        guard state.itemCount >= minimumItems else { return }
        // In a box, so the queue lets go of it in the block, not whenever the block itself is released.
        let retired = Retired(state)
        DispatchQueue.main.async {
            queue.async { retired.state = nil }
        }
    }

    /// The retired state, until the queue lets it go.
    private final class Retired<Model: Sendable, Context: Sendable>: @unchecked Sendable {
        // Unchecked: set where the run ends, cleared once on the queue, after the hops order the two.
        var state: DataSourceState<Model, Context>?
        init(_ state: DataSourceState<Model, Context>) { self.state = state }
    }
}
