/// An open-addressing hash set of element numbers, keyed by their identities'
/// hashes, over memory the differ owns.
///
/// A `Dictionary` keyed by identity stores every key again and is looked
/// up once more to insert what a lookup missed; the differ hashes each
/// element once and keeps only an `Int` per slot. A slot holds the top
/// bits of the hash as a tag beside the element number plus one (0 is
/// empty), so probing compares identities only when the tags agree.
@usableFromInline
struct IdentityTable {
    @usableFromInline let slots: UnsafeMutableBufferPointer<Int>
    @usableFromInline let mask: Int

    /// Element numbers take the low 40 bits: a million million elements,
    /// far beyond any list that fits in memory with unique identities.
    @usableFromInline static var entryBits: Int { 40 }

    /// Slots for `count` elements: a power of two at least twice as many,
    /// so probe runs stay short.
    @inlinable
    static func slotCount(for count: Int) -> Int {
        var slots = 16
        while slots < 2 * count { slots *= 2 }
        return slots
    }

    /// A table over `slots` (uninitialized memory, which it empties); their
    /// count must be a power of two.
    @inlinable
    init(slots: UnsafeMutableBufferPointer<Int>) {
        slots.initialize(repeating: 0)
        self.slots = slots
        mask = slots.count - 1
    }

    /// The element already in the table whose identity `matches`, or nil
    /// after adding `entry` under `hash`.
    @inlinable
    func entry(forHash hash: Int, insertingIfAbsent entry: Int, matches: (Int) -> Bool) -> Int? {
        let low = (1 << Self.entryBits) - 1
        let tag = hash & ~low      // the bits above those that choose the slot
        var slot = hash & mask
        while true {
            let stored = slots[slot]
            if stored == 0 {
                slots[slot] = tag | (entry + 1)
                return nil
            }
            if stored & ~low == tag, matches((stored & low) - 1) { return (stored & low) - 1 }
            slot = (slot + 1) & mask
        }
    }
}
