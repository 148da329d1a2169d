/// What one mount pass did to the view tree.
///
/// ``mutationCount`` counts view changes; an identical remount has none.
public struct MountStatistics: Hashable, Sendable, CustomStringConvertible {
    /// Views made because no reusable one was free.
    public var created = 0
    /// Views taken from a reuse pool.
    public var reused = 0
    /// Attributes applied because their value changed (or the view was new).
    public var attributeSets = 0
    /// Attributes taken off reused views that no longer want them.
    public var unapplies = 0
    /// Views hidden because no component used them this pass.
    public var hides = 0
    /// Hidden views shown again for a component.
    public var unhides = 0
    /// Frames set because they changed.
    public var frames = 0
    /// Views moved among their siblings to keep mount order.
    public var moves = 0
    /// Attributes whose value was unchanged but whose closures were handed
    /// to the view again (actions of this render); not a visible change.
    public var refreshes = 0

    /// A zeroed record.
    public init() {}

    /// Every change made to views: creations, attribute sets and unapplies,
    /// hides and unhides, frames and moves (reuse alone changes nothing).
    public var mutationCount: Int { created + attributeSets + unapplies + hides + unhides + frames + moves }

    public var description: String {
        "created \(created), reused \(reused), sets \(attributeSets), unapplies \(unapplies), "
            + "hides \(hides), unhides \(unhides), frames \(frames), moves \(moves)"
    }
}
