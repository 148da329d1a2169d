import Foundation

/// Where every item of a change's next state comes from, and what the
/// change did in index paths: everything about the change except the
/// prepared items themselves.
///
/// It depends only on the plan, so one worker makes it while the others
/// start preparing items, and the main actor never sorts or hashes a path.
struct Placement: Sendable {
    /// Where one item of the next state comes from.
    enum Slot: Sendable {
        /// Unchanged: the item at this place in the base state.
        case existing(section: Int, item: Int)
        /// Made again by job `job` for the item at this place in the base state.
        case updated(job: Int, section: Int, item: Int)
        /// A new item, made by job `job`.
        case inserted(job: Int)
    }

    /// The next state's items, by section.
    let sections: [[Slot]]
    /// The changes listeners and lists are told.
    let changes: AppliedChanges
}
