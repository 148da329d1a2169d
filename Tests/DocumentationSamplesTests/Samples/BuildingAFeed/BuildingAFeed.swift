/// The samples of "Building a feed", nested so their names do not meet other articles'.
enum BuildingAFeed {}

/// The article extends its feed as `QuoteFeed`, a top-level type in a reader's package.
typealias QuoteFeed = BuildingAFeed.QuoteFeed
