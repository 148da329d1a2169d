import Dispatch
import Foundation
import Synchronization
import Testing
@testable import ComponentKitLists

@Suite("Preparation threads")
struct PreparationThreadsTests {
    /// Two jobs that each wait for the other to start: both finish only if
    /// they run at the same time.
    private func meet(on threads: PreparationThreads) async -> [Bool] {
        let outcomes = Mutex<[Bool]>([])
        return await withCheckedContinuation { (continuation: CheckedContinuation<[Bool], Never>) in
            let first = DispatchSemaphore(value: 0), second = DispatchSemaphore(value: 0)
            @Sendable func finish(_ met: Bool) {
                let all = outcomes.withLock { outcomes in
                    outcomes.append(met)
                    return outcomes
                }
                if all.count == 2 { continuation.resume(returning: all) }
            }
            threads.run([
                { first.signal(); finish(second.wait(timeout: .now() + 10) == .success) },
                { second.signal(); finish(first.wait(timeout: .now() + 10) == .success) },
            ])
        }
    }

    @Test("A change's workers run at once, and the threads wait to serve the next change")
    func keptThreads() async throws {
        let threads = PreparationThreads()
        for _ in 0..<3 {
            #expect(await meet(on: threads) == [true, true])
            // Let both threads go back to waiting before the next change.
            for _ in 0..<1_000 where threads.idleThreadCount < 2 { try await Task.sleep(for: .milliseconds(2)) }
        }
        #expect(threads.startedThreadCount == 2)
    }
}
