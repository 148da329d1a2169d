import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small W3C WebDriver client for Debian's chromedriver and headless
/// chromium, both given by path, plus the Chrome DevTools commands the
/// tests need (exact viewport sizes, mouse and wheel input).
public final class WebDriver: @unchecked Sendable {
    /// Debian's chromium.
    public static let chromium = "/usr/bin/chromium"
    /// Debian's chromium-driver.
    public static let chromedriver = "/usr/bin/chromedriver"
    /// Whether both programs are installed.
    public static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: chromium) && FileManager.default.isExecutableFile(atPath: chromedriver)
    }

    /// A WebDriver or HTTP failure, in words.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
        /// A failure described by `description`.
        public init(description: String) { self.description = description }
    }

    let process: Process
    private let port: Int
    /// The browser's own profile folder: it names every process of this
    /// browser, so ``quit()`` can end them even when chromedriver cannot.
    let profile: URL
    var sessionID = ""
    /// This browser's slot among the process's (see ``start(width:height:scale:framePacing:)``).
    var ticket: BrowserSlots.Ticket?
    /// Device pixels per CSS pixel, as ``start(width:height:scale:framePacing:)`` was given.
    public var scale: Double { launchOptions.scale }
    /// What the browser was launched with (a pooled browser serves only a test asking for the same).
    let launchOptions: BrowserPool.LaunchOptions
    /// How many tests this browser has served (``BrowserPool/maximumUses``).
    var uses = 1
    /// Where ``release()`` gives the browser back.
    let pool: BrowserPool
    /// The origins pages were loaded from, whose storage ``release()`` clears.
    var visitedOrigins: Set<String> = []

    private init(process: Process, port: Int, profile: URL, launchOptions: BrowserPool.LaunchOptions, pool: BrowserPool) {
        self.process = process
        self.port = port
        self.profile = profile
        self.launchOptions = launchOptions
        self.pool = pool
    }

    /// Starts chromedriver and a headless chromium with a `width`×`height` viewport.
    ///
    /// With `framePacing` off, chromium produces frames as fast as it can
    /// instead of at 60 Hz. Its scheduler holds network tasks that arrive
    /// after an input event until the next frame, so paced latencies include
    /// up to one frame of waiting; unpaced ones show the server and the
    /// page's own work.
    ///
    /// At a `scale` of 2 the page is drawn as on a 2x screen: layout
    /// snaps to device pixels, so a half-point hairline is one device pixel
    /// high, as the raster backend draws it at scale 2. (Emulating the scale
    /// through DevTools alone lays out at 1x and magnifies: such a hairline
    /// comes out two pixels high.)
    ///
    /// A process runs a few browsers at once (four, or
    /// `COMPONENTKIT_BROWSERS`); further calls wait for one to quit or be
    /// released, for up to four minutes, so a whole test run does not start
    /// one browser per test on a machine with two cores. A browser another
    /// test gave back with ``release()``, launched with the same size,
    /// scale and pacing, is reused (cleaned, in a new tab) instead of
    /// launching one.
    public static func start(width: Int = 390, height: Int = 844, scale: Double = 1,
                             framePacing: Bool = true) async throws -> WebDriver {
        try await start(BrowserPool.LaunchOptions(width: width, height: height, scale: scale, framePacing: framePacing),
                        pool: .shared)
    }

    /// ``start(width:height:scale:framePacing:)`` with the pool the browser
    /// comes from and goes back to (tests of the pool use their own, which
    /// other tests' releases cannot fill meanwhile).
    static func start(_ options: BrowserPool.LaunchOptions, pool: BrowserPool) async throws -> WebDriver {
        let ticket = await BrowserSlots.shared.take()
        do {
            let driver = if let pooled = await reused(options, from: pool) { pooled } else { try await launch(options, pool: pool) }
            driver.ticket = ticket
            return driver
        } catch {
            await ticket.release()
            throw error
        }
    }

    private static func launch(_ options: BrowserPool.LaunchOptions, pool: BrowserPool) async throws -> WebDriver {
        let (width, height, scale, framePacing) = (options.width, options.height, options.scale, options.framePacing)
        // A port can be taken, and a loaded machine can be slow to start
        // chromedriver: wait up to 20 s, and try three ports.
        var started: WebDriver?
        for _ in 0..<3 where started == nil {
            let port = freePort() ?? Int.random(in: 20_000..<32_000)
            let process = Process()
            var command = [chromedriver, "--port=\(port)", "--log-level=OFF"]
            // Without the capability, a browser started as root cannot raise its threads' priority.
            if FileManager.default.isExecutableFile(atPath: setpriv) { command = [setpriv, "--bounding-set=-sys_nice", "--"] + command }
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            // A folder that stays: the caller's current directory may be a temporary one it deletes.
            process.currentDirectoryURL = FileManager.default.temporaryDirectory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Before chromedriver starts the browser, whose processes inherit the value.
            lowerPriority(of: process.processIdentifier)
            let profile = FileManager.default.temporaryDirectory.appendingPathComponent("componentkit-chromium-\(UUID().uuidString)")
            let candidate = WebDriver(process: process, port: port, profile: profile, launchOptions: options, pool: pool)
            for _ in 0..<400 where process.isRunning {
                if (try? await candidate.request("GET", "/status")) != nil {
                    // Another test's chromedriver may hold the port and have
                    // answered; ours then exits at once for want of it.
                    try await Task.sleep(for: .milliseconds(200))
                    if process.isRunning { started = candidate }
                    break
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            if started == nil { await candidate.quit() }
        }
        guard let driver = started else { throw Failure(description: "chromedriver did not start on any of three ports") }
        var arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)", "--hide-scrollbars",
                         "--user-data-dir=\(driver.profile.path)"]
        if !framePacing { arguments += ["--disable-frame-rate-limit", "--disable-gpu-vsync"] }
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["binary": chromium, "args": arguments],
        ]]]
        let response = try await driver.request("POST", "/session", capabilities)
        guard let value = response["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            await driver.quit()
            throw Failure(description: "chromedriver made no session: \(response)")
        }
        driver.sessionID = id
        do {
            try await driver.setViewport(width: width, height: height)
        } catch {
            await driver.quit()
            throw error
        }
        return driver
    }

    /// The scheduling niceness chromedriver and the browser run at: below
    /// the process that starts them, which is usually the server under
    /// test on the same machine. Started as root, chromium raises its own
    /// display and I/O threads to niceness -8; a two-core machine running
    /// several browsers at once (a full test run) then left the server's
    /// main actor a few percent of a core, and it answered in seconds. So
    /// chromedriver is started through util-linux's `setpriv` without the
    /// capability to raise priorities, at this niceness. A lower priority
    /// costs the browser nothing while the machine has cores to spare.
    public static let niceness: Int32 = 10
    /// util-linux's `setpriv`, which starts chromedriver (when present).
    static let setpriv = "/usr/bin/setpriv"

    /// A loopback port nobody listens on now, from the kernel (so two
    /// drivers starting together do not pick the same one), or nil.
    private static func freePort() -> Int? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(fd, address, length) == 0 && getsockname(fd, address, &length) == 0
            }
        }
        guard bound else { return nil }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func lowerPriority(of pid: Int32) {
        // Raising a niceness needs no privilege; a failure leaves the default, which still works.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), niceness)
    }

    /// Ends the browser and chromedriver.
    ///
    /// Call it before the process ends: a browser left running keeps its
    /// processes (and a core's worth of work) after the tests are gone.
    public func quit() async {
        // Ending the session closes the browser; then chromedriver can go.
        if !sessionID.isEmpty { _ = try? await request("DELETE", "/session/\(sessionID)") }
        // chromedriver can ignore SIGTERM while it tears a browser down.
        kill(process.processIdentifier, SIGKILL)
        // Polled rather than `waitUntilExit()`, which would hold a thread of
        // the cooperative pool the servers under test run on.
        while process.isRunning { try? await Task.sleep(for: .milliseconds(10)) }
        // A session that could not be deleted (a timed-out test) leaves its browser behind.
        for pid in browserProcesses { kill(pid, SIGKILL) }
        try? FileManager.default.removeItem(at: profile)
        await ticket?.release()
    }

    /// Processes whose command line contains `marker`.
    static func processes(mentioning marker: String) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let needle = Data(marker.utf8)
        return entries.compactMap { entry in
            guard let pid = Int32(entry), pid != getpid(),
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                  commandLine.range(of: needle) != nil else { return nil }
            return pid
        }
    }

    /// The browser processes of this driver still running.
    var browserProcesses: [Int32] { Self.processes(mentioning: "--user-data-dir=\(profile.path)") }

    @discardableResult
    func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let data = try await LoopbackHTTP.request(port: port, method: method, path: path, body: payload)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(description: "chromedriver answered \(String(decoding: data, as: UTF8.self))")
        }
        if let value = object["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "\(error): \(value["message"] ?? "")")
        }
        return object
    }

    /// Loads `url`.
    public func navigate(to url: String) async throws {
        if let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host {
            visitedOrigins.insert(scheme + "://" + host + (components.port.map { ":\($0)" } ?? ""))
        }
        try await request("POST", "/session/\(sessionID)/url", ["url": url])
    }

    /// Runs `script` (a function body; `arguments` holds `args`) and returns its value.
    public func execute(_ script: String, _ args: [Any] = []) async throws -> Any? {
        let response = try await request("POST", "/session/\(sessionID)/execute/sync", ["script": script, "args": args])
        let value = response["value"]
        return value is NSNull ? nil : value
    }

    /// A Chrome DevTools Protocol command.
    @discardableResult
    public func devTools(_ command: String, _ parameters: [String: Any] = [:]) async throws -> Any? {
        try await request("POST", "/session/\(sessionID)/goog/cdp/execute", ["cmd": command, "params": parameters])["value"]
    }

    /// Sets the page's viewport to exactly `width`×`height` CSS pixels, at
    /// the browser's ``scale``.
    public func setViewport(width: Int, height: Int) async throws {
        try await devTools("Emulation.setDeviceMetricsOverride",
                           ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
    }

    /// Presses and releases the left mouse button at a page point.
    public func click(x: Double, y: Double) async throws {
        for type in ["mousePressed", "mouseReleased"] {
            try await devTools("Input.dispatchMouseEvent",
                               ["type": type, "x": x, "y": y, "button": "left", "buttons": type == "mousePressed" ? 1 : 0, "clickCount": 1])
        }
    }

    /// Presses at `start`, moves to `end` in `steps`, and releases: a drag.
    public func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 8) async throws {
        try await devTools("Input.dispatchMouseEvent",
                           ["type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...max(1, steps) {
            let t = Double(step) / Double(max(1, steps))
            try await devTools("Input.dispatchMouseEvent", [
                "type": "mouseMoved", "x": start.x + (end.x - start.x) * t, "y": start.y + (end.y - start.y) * t,
                "button": "left", "buttons": 1,
            ])
            try await Task.sleep(for: .milliseconds(20))
        }
        try await devTools("Input.dispatchMouseEvent",
                           ["type": "mouseReleased", "x": end.x, "y": end.y, "button": "left", "buttons": 0, "clickCount": 1])
    }

    /// The center of the first element matching `selector`, in page
    /// coordinates, once it and its ancestors are still: a screen sliding
    /// in is measured where it comes to rest (up to two seconds' wait).
    public func center(of selector: String) async throws -> (x: Double, y: Double) {
        let moving = """
            const el = document.querySelector(arguments[0]);
            for (let e = el; e; e = e.parentElement) {
              if (e.getAnimations().some((a) => a.playState === 'running' && a.effect.getTiming().iterations !== Infinity)) return true;
            }
            return false;
            """
        let settled = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < settled, try await execute(moving, [selector]) as? Bool == true {
            try await Task.sleep(for: .milliseconds(30))
        }
        let script = "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];"
        guard let point = try await execute(script, [selector]) as? [Double], point.count == 2 else {
            throw Failure(description: "no element matches \(selector)")
        }
        return (point[0], point[1])
    }

    /// Types `text` into the focused element one key at a time, as a
    /// keyboard would (a key down with the character, a key up).
    public func type(_ text: String) async throws {
        for character in text {
            let key = String(character)
            try await devTools("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "text": key, "unmodifiedText": key])
            try await devTools("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
        }
    }

    /// Presses and releases a named key (`"Tab"`, `"Enter"`, `"Escape"`, `" "`),
    /// with modifier bits as CDP counts them (1 Alt, 2 Control, 4 Meta, 8 Shift).
    public func press(_ key: String, modifiers: Int = 0) async throws {
        let codes: [String: (Int, String?)] = [
            "Tab": (9, nil), "Enter": (13, "\r"), "Escape": (27, nil), " ": (32, " "), "Backspace": (8, nil),
            "Home": (36, nil), "End": (35, nil), "Delete": (46, nil), "ArrowLeft": (37, nil), "ArrowRight": (39, nil),
            "ArrowUp": (38, nil), "ArrowDown": (40, nil),
        ]
        let (code, text) = codes[key] ?? (0, key.count == 1 ? key : nil)
        var down: [String: Any] = ["type": "keyDown", "key": key, "windowsVirtualKeyCode": code, "modifiers": modifiers]
        if let text, modifiers & ~8 == 0 { down["text"] = text }
        try await devTools("Input.dispatchKeyEvent", down)
        try await devTools("Input.dispatchKeyEvent",
                           ["type": "keyUp", "key": key, "windowsVirtualKeyCode": code, "modifiers": modifiers])
    }

    /// Turns the mouse wheel at a page point.
    public func wheel(x: Double, y: Double, deltaY: Double) async throws {
        try await devTools("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": deltaY])
    }

    /// Polls `script` until it returns true, or fails after `timeout`.
    public func waitUntil(_ script: String, timeout: Duration = .seconds(10), _ what: String) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if try await execute(script) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(30))
        }
        throw Failure(description: "timed out waiting for \(what)")
    }
}
