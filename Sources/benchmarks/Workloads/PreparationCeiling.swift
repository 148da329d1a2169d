#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What two cores can give a preparation shaped like the data source's on
/// this machine and with this process's `malloc`, measured beside it: the
/// limit `datasource.prepare.parallel`'s speed-up is judged against.
///
/// Each item makes the blocks a feed item makes (sizes and count taken from
/// the data source's workers with a `malloc` probe: 71 per item, 26 of them
/// freed before the item is done), writes them, and does plain arithmetic
/// for the rest of its time. The main thread frees the kept blocks between
/// runs, as dropping a data source state does. Workers are tasks of a
/// group at the data source's priority, claiming batches of 32 items as
/// ``ItemPreparation``'s do. With nothing but arithmetic besides `malloc`,
/// the figure is an upper bound for the data source: its own code also
/// shares caches and memory traffic.
///
/// A second pair times the arithmetic alone: the two cores' own ceiling,
/// which a busy host lowers for everything.
@MainActor
enum PreparationCeiling {
    nonisolated static let itemCount = 10_000

    static func workload() -> Workload {
        var shapeOne: [UInt64] = [], shapeTwo: [UInt64] = [], mathOne: [UInt64] = [], mathTwo: [UInt64] = []
        func median(_ values: [UInt64]) -> Double { Double(BenchmarkRunner.median(values)) / 1_000_000 }
        func ratio(_ one: [UInt64], _ two: [UInt64]) -> String {
            median(two) > 0 ? BenchmarkRunner.format(median(one) / median(two), digits: 2) + "×" : "-"
        }
        return Workload(
            name: "datasource.prepare.ceiling", itemCount: itemCount, samples: 30, clock: .reported,
            extraFigures: {
                [
                    "a feed item's allocations (\(blockSizes.count) mallocs, \(keptPerItem) kept) and arithmetic: one worker "
                        + "\(BenchmarkRunner.format(median(shapeOne), digits: 3)) ms, two \(BenchmarkRunner.format(median(shapeTwo), digits: 3)) ms, "
                        + "speed-up \(ratio(shapeOne, shapeTwo)) with \(Allocator.name)",
                    "arithmetic alone: speed-up \(ratio(mathOne, mathTwo)) (the two cores' own ceiling now)",
                ]
            },
            prepareAsync: {
                let kept = KeptBlocks(count: itemCount * keptPerItem)
                return {
                    // Which goes first alternates, as in the data source's pairs.
                    let oneFirst = shapeTwo.count.isMultiple(of: 2)
                    if oneFirst { shapeOne.append(await run(workers: 1, allocating: true, into: kept)) }
                    let two = await run(workers: 2, allocating: true, into: kept)
                    shapeTwo.append(two)
                    if !oneFirst { shapeOne.append(await run(workers: 1, allocating: true, into: kept)) }
                    if oneFirst { mathOne.append(await run(workers: 1, allocating: false, into: kept)) }
                    mathTwo.append(await run(workers: 2, allocating: false, into: kept))
                    if !oneFirst { mathOne.append(await run(workers: 1, allocating: false, into: kept)) }
                    return TimedOutput(output: two, nanoseconds: two)
                }
            })
    }

    /// The request sizes one feed item's preparation passes to `malloc`,
    /// most frequent first (a `perf probe` on the workers' `malloc`, 20,000 items).
    nonisolated static let blockSizes: [Int] = {
        let counts: [(size: Int, count: Int)] = [
            (40, 10), (88, 9), (48, 7), (72, 7), (56, 6), (96, 4), (256, 4), (128, 4), (288, 3), (168, 3), (105, 3),
            (80, 2), (136, 2), (312, 2), (112, 2), (32, 1), (304, 1), (160, 1),
        ]
        return counts.flatMap { Array(repeating: $0.size, count: $0.count) }
    }()

    /// Which of ``blockSizes`` are freed before the item is done (26, as
    /// the probe on the workers' `free` counted): builder arrays, caches
    /// and nodes of the layout pass.
    nonisolated static let isTemporary: [Bool] = {
        var remaining: [Int: Int] = [88: 7, 105: 3, 112: 2, 128: 2, 72: 6, 256: 4, 288: 2]
        return blockSizes.map { size in
            guard let left = remaining[size], left > 0 else { return false }
            remaining[size] = left - 1
            return true
        }
    }()

    nonisolated static let keptPerItem = isTemporary.filter { !$0 }.count

    /// Arithmetic steps per item: about 8 µs here, the rest of an item's
    /// one-worker time once its allocations are counted.
    nonisolated static let stepsPerItem = 11_000

    /// Runs one preparation with `workers` detached tasks and returns its
    /// wall time; then frees the kept blocks on the main actor, untimed.
    private static func run(workers: Int, allocating: Bool, into kept: KeptBlocks) async -> UInt64 {
        let batches = BatchCounter(itemCount: itemCount)
        let start = DispatchTime.now().uptimeNanoseconds
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<workers {
                group.addTask(priority: .userInitiated) { @Sendable in
                    while let batch = batches.claim() {
                        for item in batch { prepare(item: item, allocating: allocating, into: kept) }
                    }
                }
            }
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        if allocating { kept.freeAll() }
        return elapsed
    }

    /// One item: its blocks, written as an initializer would, and its arithmetic.
    private nonisolated static func prepare(item: Int, allocating: Bool, into kept: KeptBlocks) {
        var accumulator = UInt64(truncatingIfNeeded: item)
        guard allocating else {
            kept.record(arithmetic(from: accumulator))
            return
        }
        // The temporaries' list is on the stack: the item makes exactly the data source's blocks.
        withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer.self, capacity: blockSizes.count - keptPerItem) { temporary in
            var slot = item * keptPerItem, temporaries = 0
            for (index, size) in blockSizes.enumerated() {
                guard let block = malloc(size) else { fatalError("out of memory") }
                memset(block, Int32(truncatingIfNeeded: index), size)
                if isTemporary[index] {
                    temporary[temporaries] = block
                    temporaries += 1
                } else {
                    kept.store(block, at: slot)
                    slot += 1
                }
            }
            accumulator = arithmetic(from: accumulator)
            for block in temporary.prefix(temporaries) { free(block) }
        }
        kept.record(accumulator)
    }

    /// ``stepsPerItem`` steps of arithmetic, each depending on the last.
    private nonisolated static func arithmetic(from start: UInt64) -> UInt64 {
        var accumulator = start
        for step in 0..<UInt64(stepsPerItem) { accumulator = accumulator &+ (step ^ (accumulator >> 3)) }
        return accumulator
    }
}

/// Where the workers leave the blocks an item keeps, one slot each: the
/// slots are disjoint, so workers write them without a lock.
private final class KeptBlocks: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let count: Int
    /// Keeps the arithmetic from being optimized away.
    private let sink = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
        sink.initialize(to: 0)
    }

    deinit {
        freeAll()
        slots.deallocate()
        sink.deallocate()
    }

    func store(_ block: UnsafeMutableRawPointer, at slot: Int) { slots[slot] = block }

    func record(_ value: UInt64) {
        if value == 0x5eed { sink.pointee &+= value }
    }

    func freeAll() {
        for slot in 0..<count {
            free(slots[slot])
            slots[slot] = nil
        }
    }
}

/// Batches of 32 items for the workers to claim, under a lock.
private final class BatchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let itemCount: Int

    init(itemCount: Int) { self.itemCount = itemCount }

    func claim() -> Range<Int>? {
        lock.withLock {
            guard next < itemCount else { return nil }
            let batch = next..<Swift.min(next + 32, itemCount)
            next = batch.upperBound
            return batch
        }
    }
}
