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

    /// Hands `state` to the background queue once the main actor's current
    /// turn is over, when the data source and its plan have let go of their
    /// copies, and once `run` has ended: its worker tasks hold it, and
    /// through its plan this state, until they return, a moment after they
    /// hand the change over. The queue's copy is then the last one. Items
    /// the next state shares stay alive, as always; a controller or scope
    /// root that goes with the state is deinitialized on the queue (a view
    /// it holds still ends on the main actor, through its isolated deinit).
    @MainActor
    static func release<Model, Context>(_ state: DataSourceState<Model, Context>, heldBy run: AnyObject) {
        guard state.sections.reduce(0, { $0 + $1.count }) >= minimumItems else { return }
        let holder = WeakReference(run)
        // In a box, so the queue lets go of it in the block, not whenever the block itself is released.
        let retired = Retired(state)
        DispatchQueue.main.async {
            queue.async {
                // A worker thread the system paused right after handing over can keep the run a while:
                // wait up to a second for it, then let go here anyway (it then frees the state itself).
                var waited = 0
                while holder.object != nil, waited < 1_000 {
                    usleep(1_000)
                    waited += 1
                }
                retired.state = nil
            }
        }
    }

    /// A weak reference that can cross to the queue.
    private final class WeakReference: @unchecked Sendable {
        // Unchecked: weak references are read and cleared atomically.
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// The retired state, until the queue lets it go.
    private final class Retired<Model: Sendable, Context: Sendable>: @unchecked Sendable {
        // Unchecked: set on the main actor, cleared once on the queue, after the hop orders the two.
        var state: DataSourceState<Model, Context>?
        init(_ state: DataSourceState<Model, Context>) { self.state = state }
    }
}
