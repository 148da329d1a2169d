import Foundation

/// One batch of changes to a ``ListView``, applied by
/// ``ListView/performBatchUpdates(_:)`` after its data source already
/// reflects them, as `UICollectionView.performBatchUpdates`.
///
/// Deleted items and sections and move sources use index paths from before
/// the update; inserted items and sections, move destinations and reloaded
/// items use index paths from after it. The list applies deletions, then
/// moves (of items and of whole sections), then insertions, then
/// reconfigures reloaded cells; an item may move and be reloaded at its
/// destination in one update.
///
/// ```swift
/// try list.performBatchUpdates(ListUpdate(deletedItems: [[0, 2]], insertedItems: [[0, 0]]))
/// ```
public struct ListUpdate: Sendable, CustomStringConvertible {
    /// How each kind of change is animated.
    public struct Animations: Hashable, Sendable {
        /// For inserted items.
        public var insertedItems: ListRowAnimation
        /// For deleted items.
        public var deletedItems: ListRowAnimation
        /// For the items of inserted sections.
        public var insertedSections: ListRowAnimation
        /// For the items of deleted sections.
        public var deletedSections: ListRowAnimation
        /// For reloaded items.
        public var reloadedItems: ListRowAnimation
        /// Whether the cells, headers and footers that stay glide to their
        /// new frames with ``timing`` (the rows below a grown item move down,
        /// a resized item changes size) instead of jumping there, as a UIKit
        /// batch update moves them. Views that enter the working range
        /// because of the change are placed where they end.
        public var relayout: Bool
        /// The timing of every animation.
        public var timing: AnimationTiming

        /// Animations per kind of change; none by default.
        public init(
            insertedItems: ListRowAnimation = .none, deletedItems: ListRowAnimation = .none,
            insertedSections: ListRowAnimation = .none, deletedSections: ListRowAnimation = .none,
            reloadedItems: ListRowAnimation = .none, relayout: Bool = false, timing: AnimationTiming = .default
        ) {
            self.insertedItems = insertedItems
            self.deletedItems = deletedItems
            self.insertedSections = insertedSections
            self.deletedSections = deletedSections
            self.reloadedItems = reloadedItems
            self.relayout = relayout
            self.timing = timing
        }

        /// What a UIKit user expects from an animated batch update: inserted
        /// and deleted items and sections fade, and everything that stays
        /// glides to its new place, with `timing`.
        public static func automatic(timing: AnimationTiming = .default) -> Animations {
            Animations(insertedItems: .automatic, deletedItems: .automatic, insertedSections: .automatic,
                       deletedSections: .automatic, relayout: true, timing: timing)
        }

        /// Nothing is animated.
        public static let none = Animations()
    }

    /// Items removed, at their index paths before the update.
    public var deletedItems: Set<IndexPath>
    /// Sections removed, by their index before the update.
    public var deletedSections: IndexSet
    /// Items moved: index path before the update → index path after it.
    public var movedItems: [IndexPath: IndexPath]
    /// Sections moved with their items: index before the update → index
    /// after it. Sections that stay keep their order in the other places.
    public var movedSections: [Int: Int]
    /// Sections added, by their index after the update.
    public var insertedSections: IndexSet
    /// Items added, at their index paths after the update.
    public var insertedItems: Set<IndexPath>
    /// Items whose cells are configured again, at their index paths after the update.
    public var reloadedItems: Set<IndexPath>
    /// How the changes are animated.
    public var animations: Animations

    /// A batch update; every part is empty by default.
    public init(
        deletedItems: Set<IndexPath> = [], deletedSections: IndexSet = [], movedItems: [IndexPath: IndexPath] = [:],
        movedSections: [Int: Int] = [:], insertedSections: IndexSet = [], insertedItems: Set<IndexPath> = [],
        reloadedItems: Set<IndexPath> = [], animations: Animations = .none
    ) {
        self.deletedItems = deletedItems
        self.deletedSections = deletedSections
        self.movedItems = movedItems
        self.movedSections = movedSections
        self.insertedSections = insertedSections
        self.insertedItems = insertedItems
        self.reloadedItems = reloadedItems
        self.animations = animations
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        deletedItems.isEmpty && deletedSections.isEmpty && movedItems.isEmpty && movedSections.isEmpty
            && insertedSections.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty
    }

    /// The update in words, as errors quote it.
    public var description: String {
        func paths(_ paths: some Sequence<IndexPath>) -> String {
            paths.sorted().map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", ")
        }
        var parts: [String] = []
        if !deletedItems.isEmpty { parts.append("delete items \(paths(deletedItems))") }
        if !deletedSections.isEmpty { parts.append("delete sections \(deletedSections.map(String.init).joined(separator: ", "))") }
        if !movedItems.isEmpty {
            parts.append("move " + movedItems.sorted { $0.key < $1.key }.map { "\(paths([$0.key])) → \(paths([$0.value]))" }.joined(separator: ", "))
        }
        if !movedSections.isEmpty {
            parts.append("move sections " + movedSections.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }.joined(separator: ", "))
        }
        if !insertedSections.isEmpty { parts.append("insert sections \(insertedSections.map(String.init).joined(separator: ", "))") }
        if !insertedItems.isEmpty { parts.append("insert items \(paths(insertedItems))") }
        if !reloadedItems.isEmpty { parts.append("reload items \(paths(reloadedItems))") }
        return parts.isEmpty ? "empty update" : parts.joined(separator: "; ")
    }
}
