import Foundation
import Synchronization

/// Browsers a test has finished with, kept for the next test that asks for
/// the same window.
///
/// Starting chromedriver and a headless chromium with a new profile costs
/// a second or more of a core, and a test run started one per browser
/// test: reusing them took Chromium's share of a full run on the two-core
/// machine from 460 to 232 CPU-seconds, and the run from 438 to 294 s
/// (2026-12-02). A browser given
/// back with ``WebDriver/release()`` is cleaned first (its tabs closed for a
/// new one, so history, session storage and every DevTools override go;
/// cookies, the cache, granted permissions and the storage of every origin
/// it visited cleared) and waits here, holding no slot, for a test that
/// asks for the same size, scale and frame pacing. A browser serves at most
/// ``maximumUses`` tests; at most ``capacity`` wait (the longest-waiting
/// one makes room); the ones still waiting end with the process.
final class BrowserPool: Sendable {
    /// The process's pool.
    static let shared = BrowserPool()

    /// What a browser was launched with: a pooled one serves only a test asking for the same.
    struct LaunchOptions: Hashable, Sendable {
        let width: Int
        let height: Int
        let scale: Double
        let framePacing: Bool
    }

    /// How many tests one browser serves before it is ended: a browser
    /// keeps some memory and processes of each page it showed.
    static let maximumUses = 25
    /// How many idle browsers wait at most (each holds ~150 MB).
    static let capacity = 4

    private let idle = Mutex<[WebDriver]>([])

    /// Every pool of the process, whose idle browsers the exit handler ends.
    private static let all = Mutex<[BrowserPool]>([])
    /// Idle browsers are chromedriver's children, not this process's:
    /// without this handler they would outlive the test run.
    private static let exitHandler: Void = { atexit { for pool in BrowserPool.all.withLock({ $0 }) { pool.endAll() } } }()

    /// An empty pool (the process's is ``shared``; a test of the pool makes its own).
    init() {
        _ = Self.exitHandler
        Self.all.withLock { $0.append(self) }
    }

    /// An idle browser launched with `options`, taken out of the pool.
    func take(_ options: LaunchOptions) -> WebDriver? {
        idle.withLock { idle in
            guard let index = idle.firstIndex(where: { $0.launchOptions == options }) else { return nil }
            return idle.remove(at: index)
        }
    }

    /// Keeps `driver` for a later test. When the pool is full, the browser
    /// that has waited longest makes room and is returned, for the caller
    /// to end: the one just released is the likeliest to be asked for next.
    func keep(_ driver: WebDriver) -> WebDriver? {
        idle.withLock { idle in
            idle.append(driver)
            return idle.count > Self.capacity ? idle.removeFirst() : nil
        }
    }

    /// Ends every idle browser at once (the process is exiting).
    func endAll() {
        let drivers = idle.withLock { idle in
            defer { idle.removeAll() }
            return idle
        }
        for driver in drivers { driver.endNow() }
    }
}
