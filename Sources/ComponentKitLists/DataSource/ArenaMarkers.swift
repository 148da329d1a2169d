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
/// middle of the next change's preparation, where it made a two-worker
/// reload of 10,000 items about 15% slower. With other allocators it is
/// one allocation more per worker and change.
final class ArenaMarkers: @unchecked Sendable {
    // Unchecked: the blocks are written once, before the state is shared.
    /// Bytes per block: above glibc's 64 KB merging threshold, below its
    /// 128 KB threshold for mapping a block on its own (a mapped block is
    /// returned to the system without merging anything).
    static let blockSize = 72 << 10
    /// Items a worker must have made for its arena to get a block: below
    /// it, the merging is cheap wherever it happens.
    static let minimumItems = 256

    let blocks: [UnsafeMutableRawPointer]

    init(blocks: [UnsafeMutableRawPointer]) {
        self.blocks = blocks
    }

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// A block made on the calling worker's thread, so it lies in that
    /// worker's arena; nil when the worker made too few items to need one.
    static func block(afterPreparing items: Int) -> UnsafeMutableRawPointer? {
        guard items >= minimumItems else { return nil }
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        // Written once, so the pages are the arena's like any item's.
        block.storeBytes(of: 0, as: UInt64.self)
        return block
    }
}
