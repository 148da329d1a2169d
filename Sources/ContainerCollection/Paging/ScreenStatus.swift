/// What a container says about its screen as a whole while it has nothing
/// (or nothing new) to show: loading, or failed with a way to try again.
/// It shows as a row above the sections.
///
/// ```swift
/// container.screenStatus = .loading("Loading the screen…")
/// container.screenStatus = .failed("The server did not answer", retry: .refresh)
/// container.screenStatus = nil
/// ```
public enum ScreenStatus: Hashable, Sendable {
    /// Fetching, with what is fetched.
    case loading(String)
    /// Something failed; `retry`, if any, runs when a person activates Retry.
    case failed(String, retry: ScreenAction?)
}
