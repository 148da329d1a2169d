import ViewTree

/// Where a container cell sits: an element, or a section's header or footer.
enum ItemPlacement: Hashable {
    case item
    case supplementary(SupplementaryKind)

    /// The size-cache key of what this placement shows.
    func key(identity: String) -> String {
        switch self {
        case .item: "item|\(identity)"
        case let .supplementary(kind): "\(kind.rawValue)|\(identity)"
        }
    }
}
