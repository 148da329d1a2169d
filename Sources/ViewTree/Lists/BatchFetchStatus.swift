import Foundation

/// Where a list's batch fetching stands.
public enum BatchFetchStatus: Hashable, Sendable {
    /// Batch fetching is off (the default).
    case disabled
    /// Waiting for the visible rect to come near the end.
    case idle
    /// A batch was asked for and has not completed; the footer shows a spinner.
    case fetching
    /// The last batch failed; the footer shows the message and Retry.
    case failed(BatchFetchError)
    /// The app said there is no more; nothing more is asked for.
    case finished
}

/// A list's batch fetching settings and state.
@MainActor
struct BatchFetchingState {
    var handler: (@MainActor (BatchFetchContext) -> Void)?
    var leadingScreens: CGFloat = 2
    var timeout: Duration = .seconds(30)
    var status = BatchFetchStatus.disabled
    var context: BatchFetchContext?
    var footer: BatchFetchFooterView?
    /// A fetch is due to begin on the next turn of the main actor.
    var isScheduled = false
}
