import Foundation

/// A size known for an item at one constraint; a stale one is from before
/// its element changed and serves only as an estimate.
struct CachedSize {
    var constraint: CGSize
    var size: CGSize
    var isStale: Bool
}
