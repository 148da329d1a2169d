import Foundation

/// One large block per worker that made many items of a state, freed after
/// those items when the state goes.
///
/// glibc keeps small freed blocks in per-arena lists and merges them only
/// when that arena next frees or asks for a large block. Each worker
/// thread allocates from its own arena, so a state's items lie in as many
/// arenas as workers made them. Freeing a block of this size after the
/// items makes glibc merge each arena at once, on the thread that lets the
/// state go (a background queue, see ``RetiredStates``), instead of in the
/// middle of the next change's preparation: back-to-back two-worker inserts
/// of 10,000 items took 64–80 ms with the merging there, 56–61 ms without.
/// With other allocators it is one allocation more per worker and change.
final class ArenaMarkers: @unchecked Sendable {
    // Unchecked: every property is a constant; the blocks are never read or written.
    /// Bytes per block: above glibc's 64 KB merging threshold, below its
    /// 128 KB threshold for mapping a block on its own (a mapped block is
    /// returned to the system without merging anything).
    static let blockSize = 72 << 10
    /// Items a worker must have made for its arena to get a block: below
    /// it, the merging is cheap wherever it happens.
    static let minimumItems = 256
    /// Blocks a state keeps at most, its own and those of the states its
    /// items came from; beyond it the older ones go with their state.
    static let maximumBlocks = 8

    let blocks: [UnsafeMutableRawPointer]
    /// The markers of the state whose items this one kept: their blocks go
    /// when the last state holding those items goes, after these.
    let older: ArenaMarkers?
    /// Blocks here and in `older`.
    let blockCount: Int

    private init(blocks: [UnsafeMutableRawPointer], older: ArenaMarkers?) {
        self.blocks = blocks
        self.older = older
        blockCount = blocks.count + (older?.blockCount ?? 0)
    }

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// The markers of a state made of `blocks`' workers' new items and, if
    /// `kept` is given, items of a state with those markers.
    static func markers(_ blocks: [UnsafeMutableRawPointer], keeping kept: ArenaMarkers?) -> ArenaMarkers? {
        guard !blocks.isEmpty else { return kept }
        // Past the cap the older blocks go with the state that holds them, a little early: harmless.
        let older = kept.flatMap { $0.blockCount + blocks.count <= maximumBlocks ? $0 : nil }
        return ArenaMarkers(blocks: blocks, older: older)
    }

    /// A block made on the calling worker's thread, so it lies in that
    /// worker's arena; nil when the worker made too few items to need one.
    static func block(afterPreparing items: Int) -> UnsafeMutableRawPointer? {
        guard items >= minimumItems else { return nil }
        return UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
    }
}
