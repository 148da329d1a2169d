/// The shape of a sectioned list: how many items each section holds.
///
/// Changesets are validated against a shape, so a data source can check a
/// changeset without touching its models.
public struct ListShape: Hashable, Sendable, CustomStringConvertible {
    /// Item counts, one per section.
    public var itemCounts: [Int]

    /// A shape with the given item counts.
    public init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// The shape of sectioned data.
    public init<Item>(_ sections: [[Item]]) {
        itemCounts = sections.map(\.count)
    }

    /// Number of sections.
    public var sectionCount: Int { itemCounts.count }

    public var description: String {
        itemCounts.isEmpty ? "no sections" : "\(itemCounts.count) sections with items \(itemCounts)"
    }
}
