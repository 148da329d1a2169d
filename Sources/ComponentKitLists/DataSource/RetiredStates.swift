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
    /// turn is over, when the data source, its plan and its run have let go
    /// of their copies, so that the queue's copy is the last one. Items the
    /// next state shares stay alive, as always; a controller or scope
    /// root that goes with the state is deinitialized on the queue (a view
    /// it holds still ends on the main actor, through its isolated deinit).
    @MainActor
    static func release<Model, Context>(_ state: DataSourceState<Model, Context>) {
        guard state.sections.reduce(0, { $0 + $1.count }) >= minimumItems else { return }
        DispatchQueue.main.async {
            queue.async { withExtendedLifetime(state) {} }
        }
    }
}
