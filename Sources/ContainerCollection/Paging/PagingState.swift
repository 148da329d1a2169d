/// Where a paged section is: more to fetch, fetching, failed, or at its end.
public enum PagingState: Hashable, Sendable {
    /// It has a `next` page, not asked for yet.
    case idle
    /// Its next page is being fetched.
    case loading
    /// Fetching its next page failed, for the reason given; Retry asks again.
    case failed(String)
    /// It has no more pages.
    case end
}
