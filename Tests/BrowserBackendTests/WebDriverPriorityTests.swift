@testable import BrowserTesting
import Foundation
import Testing

/// The browser a test starts yields the machine to the server under test:
/// every thread of every browser process runs at ``WebDriver/niceness``,
/// including the display and I/O threads chromium raises when it can.
@Suite("Browser priority", .enabled(if: WebDriver.isAvailable, "needs Debian's chromium and chromium-driver"))
struct WebDriverPriorityTests {
    /// The niceness of each thread of process `pid`, from `/proc`.
    static func threadNiceness(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.compactMap { task in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return nil }
            // After "pid (comm)": state is field 3, niceness field 19.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            return fields.count > 16 ? Int32(fields[16]) : nil
        }
    }

    @Test("Every thread of every browser process runs at the lowered niceness, after a page is drawn")
    func lowered() async throws {
        let driver = try await WebDriver.start()
        do {
            try await driver.navigate(to: "data:text/html,<p style='transform:rotate(3deg)'>Drawn</p>")
            try await driver.waitUntil("return document.readyState === 'complete'", "the page to load")
            let processes = driver.browserProcesses
            #expect(!processes.isEmpty, "the browser's processes are found by their profile")
            let niceness = processes.flatMap { Self.threadNiceness(of: $0) }
            #expect(niceness.count > processes.count, "threads are read")
            #expect(niceness.allSatisfy { $0 == WebDriver.niceness }, "niceness seen: \(Set(niceness).sorted())")
        } catch {
            await driver.quit()
            throw error
        }
        await driver.quit()
    }
}
