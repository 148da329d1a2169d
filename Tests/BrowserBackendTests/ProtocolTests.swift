@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Testing

@MainActor
final class RecordingImages: ImageAddressing {
    var seen: [UInt64] = []
    func url(for image: Image) -> String {
        seen.append(image.fingerprint)
        return "/img/abc/\(String(image.fingerprint, radix: 16)).png"
    }
}

@MainActor
@Suite("Browser protocol: transaction encoding and client messages")
struct ProtocolTests {
    func parse(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("A transaction becomes one message with its mutations in order; text stays text")
    func encodesTransactions() throws {
        let window = Window(size: CGSize(width: 100, height: 50))
        _ = window.takeTransaction()
        let label = Label(frame: CGRect(x: 1, y: 2, width: 30.5, height: 20))
        let payload = "<img src=x onerror=\"alert(1)\">\u{2028}\\"
        label.text = AttributedText(payload, color: .black)
        try window.rootView.addSubview(label)
        let image = ImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        image.image = Image.filled(with: .white, size: CGSize(width: 4, height: 4))
        try window.rootView.addSubview(image)
        label.alpha = 0.5
        let images = RecordingImages()
        let message = try parse(TransactionEncoder.message(for: window.takeTransaction(), images: images))
        #expect(message["t"] as? String == "tx")
        let operations = try #require(message["m"] as? [[Any]])
        #expect(operations.map { $0[0] as? String } == ["c", "i", "c", "i", "s"])
        let created = try #require(operations[0][3] as? [String: Any])
        #expect(created["frame"] as? [Double] == [1, 2, 30.5, 20])
        let runs = try #require(created["text"] as? [[String: Any]])
        #expect(runs.first?["text"] as? String == payload)
        #expect(runs.first?["color"] as? String == "rgba(0,0,0,1.0)")
        let imageProperties = try #require(operations[2][3] as? [String: Any])
        let encodedImage = try #require(imageProperties["image"] as? [String: Any])
        #expect(encodedImage["url"] as? String == "/img/abc/\(String(image.image!.fingerprint, radix: 16)).png")
        #expect((operations[4][2] as? [String: Any])?["alpha"] as? Double == 0.5)
    }

    @Test("A reset message rebuilds the whole tree, parents before children")
    func encodesReset() throws {
        let window = Window(size: CGSize(width: 100, height: 50))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        try window.rootView.addSubview(parent)
        try parent.addSubview(Button(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let message = try parse(TransactionEncoder.resetMessage(for: window, number: 7, images: RecordingImages()))
        #expect(message["t"] as? String == "reset")
        let operations = try #require(message["m"] as? [[Any]])
        #expect(operations.map { $0[0] as? String } == ["c", "c", "i", "c", "i", "root"])
        #expect(operations[3][2] as? String == "button")
    }

    @Test("Client messages decode into pointer, scroll and viewport events")
    func decodesMessages() throws {
        #expect(try ClientMessage.decode(#"{"t":"p","ph":"down","x":10,"y":20.5,"ms":1500,"id":0}"#)
                == .pointer(.down, location: CGPoint(x: 10, y: 20.5), time: 1.5, pointerID: 0))
        #expect(try ClientMessage.decode(#"{"t":"scroll","v":42,"x":0,"y":480}"#)
                == .scroll(view: ViewID(rawValue: 42), offset: CGPoint(x: 0, y: 480)))
        #expect(try ClientMessage.decode(#"{"t":"viewport","w":390,"h":844}"#) == .viewport(CGSize(width: 390, height: 844)))
        #expect(try ClientMessage.decode(#"{"t":"tick","ms":1600}"#) == .tick(time: 1.6))
    }

    @Test("Text input messages decode with their sequence numbers: edits, selections, focus, blur and keys")
    func decodesTextInputMessages() throws {
        #expect(try ClientMessage.decode(#"{"t":"edit","v":7,"q":3,"text":"h👍","s":3,"e":3}"#)
                == .edit(view: ViewID(rawValue: 7), text: "h👍", selection: 3..<3, sequence: 3))
        #expect(try ClientMessage.decode(#"{"t":"sel","v":7,"q":4,"s":0,"e":1}"#)
                == .select(view: ViewID(rawValue: 7), selection: 0..<1, sequence: 4))
        #expect(try ClientMessage.decode(#"{"t":"focus","v":7,"q":5}"#) == .focus(view: ViewID(rawValue: 7), sequence: 5))
        #expect(try ClientMessage.decode(#"{"t":"blur","v":7,"q":6}"#).sequence == 6)
        #expect(try ClientMessage.decode(#"{"t":"key","ph":"down","k":"Enter","m":9,"q":7}"#)
                == .key(KeyEvent(.down, key: .enter, modifiers: [.shift, .command]), sequence: 7))
    }

    @Test("Malformed client messages are refused with a specific reason", arguments: [
        ("{not json", "not a message object: invalid JSON"),
        (#"{"ph":"down"}"#, "not a message object: missing \"t\""),
        (#"{"t":"launch"}"#, "unknown message type \"launch\""),
        (#"{"t":"p","ph":"hover","x":1,"y":1,"ms":1,"id":0}"#, "pointer phase must be down, move, up or cancel"),
        (#"{"t":"p","ph":"down","x":1e300,"y":1,"ms":1,"id":0}"#, "\"x\" must be a finite number in -10000000.0...10000000.0, not 1e+300"),
        (#"{"t":"p","ph":"down","x":1,"y":1,"ms":1,"id":99}"#, "\"id\" must be a finite number in 0.0...31.0, not 99.0"),
        (#"{"t":"viewport","w":0,"h":10}"#, "\"w\" must be a finite number in 1.0...16384.0, not 0.0"),
        (#"{"t":"tick","ms":-5}"#, "\"ms\" must be a finite number in 0.0...1000000000000.0, not -5.0"),
        (#"{"t":"scroll","x":1,"y":1}"#, "scroll needs a view identifier \"v\""),
        (#"{"t":"edit","v":7,"q":1,"s":0,"e":0}"#, "edit needs the text \"text\""),
        (#"{"t":"edit","v":7,"q":1,"text":"ab","s":0,"e":3}"#, "\"e\" must be a finite number in 0.0...2.0, not 3.0"),
        (#"{"t":"edit","v":7,"text":"ab","s":0,"e":0}"#, "\"edit\" needs a number \"q\""),
        (#"{"t":"focus","q":1}"#, "\"focus\" needs a view identifier \"v\""),
        (#"{"t":"key","ph":"press","k":"a","q":1}"#, "key phase must be down or up"),
        (#"{"t":"key","ph":"down","k":"","q":1}"#, "key needs a name \"k\" of 1 to 32 UTF-16 units"),
        (#"{"t":"key","ph":"down","k":"a","m":16,"q":1}"#, "\"m\" must be a finite number in 0.0...15.0, not 16.0"),
    ])
    func refusesMalformedMessages(text: String, reason: String) {
        #expect(throws: ClientMessageError(reason: reason, message: text)) { try ClientMessage.decode(text) }
    }

    @Test("The rate limiter allows a burst, then refuses until time passes")
    func rateLimit() {
        var limiter = RateLimiter(perSecond: 10, burst: 5)
        let start = ContinuousClock.now
        var allowed: [Bool] = []
        for _ in 0..<6 { allowed.append(limiter.allow(at: start)) }
        #expect(allowed == [true, true, true, true, true, false])
        let later = limiter.allow(at: start + .milliseconds(150))
        #expect(later)
    }

    @Test("A session counts messages at their arrival: a backlog a busy main actor hands over at once is no burst, a real burst is")
    func rateLimitAtArrival() {
        let session = SessionRecordingTests().session(limits: SessionLimits(messagesPerSecond: 10, messageBurst: 5))
        let message = #"{"t":"viewport","w":200,"h":100}"#
        let start = ContinuousClock.now
        // Twenty messages that arrived over four seconds, handled together now.
        for index in 0..<20 {
            #expect(session.accept(message, arrival: start + .milliseconds(200 * index)) == nil, "message \(index)")
        }
        // Six more that arrived in the same instant: the sixth is over the burst.
        let burstStart = start + .seconds(10)
        let refusals = (0..<6).map { _ in session.accept(message, arrival: burstStart) }
        #expect(refusals.prefix(5).allSatisfy { $0 == nil })
        #expect(refusals.last??.reason == "more than the rate limit of messages per second")
    }

    @Test("The server's image downloader fetches only http(s) URLs from allowed hosts")
    func downloaderRefusals() throws {
        let downloader = ServerImageDownloader(allowedHosts: ["127.0.0.1"])
        #expect(downloader.refusal(for: try #require(URL(string: "javascript:alert(1)"))) == "only http and https images are loaded")
        #expect(downloader.refusal(for: try #require(URL(string: "file:///etc/passwd"))) == "only http and https images are loaded")
        #expect(downloader.refusal(for: try #require(URL(string: "https://evil.example/a.png"))) == "host evil.example is not allowed")
        #expect(downloader.refusal(for: try #require(URL(string: "http://127.0.0.1:8080/a.png"))) == nil)
    }
}

@MainActor
@Suite("Browser sessions: what a session keeps while no client is connected")
struct SessionRecordingTests {
    func session(limits: SessionLimits = .init()) -> BrowserSession {
        BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 100), limits: limits) { _ in
            let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.accessibilityIdentifier = "label"
            label.text = "Before"
            let content = View(frame: .zero)
            try? content.addSubview(label)
            return content
        }
    }

    func label(in session: BrowserSession) throws -> Label {
        try #require(session.window.rootView.subtree.first { $0.accessibilityIdentifier == "label" } as? Label)
    }

    @Test("A session nobody has connected to piles up no mutations; the connection gets the whole tree, then changes")
    func idleThenConnected() async throws {
        let session = session()
        try label(in: session).text = "Changed while idle"
        #expect(!session.window.hasPendingMutations)
        let (_, queue) = session.connect(presenting: "t")
        try label(in: session).text = "Changed while connected"
        #expect(session.window.hasPendingMutations)
        session.flush()
        session.close()
        var sent: [String] = []
        while let message = await queue.next() { sent.append(message) }
        #expect(sent.count == 2)
        #expect(sent.first?.contains("\"t\":\"reset\"") == true && sent.first?.contains("Changed while idle") == true)
        #expect(sent.last?.contains("Changed while connected") == true)
    }

    @Test("After a disconnect changes are not kept; a reconnect starts from a full reset with the current text")
    func disconnectedThenReconnected() async throws {
        let session = session()
        let (number, first) = session.connect(presenting: "t")
        session.disconnect(number)
        var sent: [String] = []
        while let message = await first.next() { sent.append(message) }
        #expect(sent.count == 1 && sent[0].contains("Before"))
        try label(in: session).text = "While away"
        #expect(!session.window.hasPendingMutations)
        let (_, second) = session.connect(presenting: "t")
        session.close()
        var resent: [String] = []
        while let message = await second.next() { resent.append(message) }
        #expect(resent.count == 1 && resent[0].contains("While away") && !resent[0].contains("Before"))
    }

    @Test("A client that reads nothing holds a bounded queue: past the bound one reset replaces the queued updates")
    func slowClientQueueIsBounded() async throws {
        var limits = SessionLimits()
        limits.maximumQueuedBytes = 2_048
        let session = session(limits: limits)
        let (_, queue) = session.connect(presenting: "t")
        for step in 0..<2_000 {
            try label(in: session).text = AttributedText("Update \(step) " + String(repeating: "x", count: step % 50))
            session.flush()
            // Never more than the bound plus the one reset that replaced it.
            #expect(queue.queuedBytes <= 2_048 + 4_096)
        }
        #expect(session.catchUpResets > 10)
        session.close()
        var sent: [String] = []
        while let message = await queue.next() { sent.append(message) }
        // What the client finally reads ends with the latest state.
        #expect(sent.last?.contains("Update 1999") == true)
        #expect(sent.contains { $0.contains("\"t\":\"reset\"") })
    }

    @Test("A queue whose writer makes no progress is stalled after the lag; one that writes is not")
    func stallDetection() async throws {
        let queue = OutboundQueue(maximumBytes: 1_000)
        let start = ContinuousClock.now
        #expect(queue.enqueue("a") == .queued)
        #expect(!queue.isStalled(at: start + .seconds(5), after: .seconds(10)))
        #expect(queue.isStalled(at: start + .seconds(11), after: .seconds(10)))
        let message = await queue.next()
        #expect(message == "a")
        queue.didWrite()
        #expect(!queue.isStalled(at: .now + .seconds(60), after: .seconds(10)), "an empty, idle queue is never stalled")
        #expect(queue.enqueue(String(repeating: "b", count: 600)) == .queued)
        #expect(queue.enqueue(String(repeating: "c", count: 600)) == .overflow)
        queue.close()
        #expect(queue.enqueue("d") == .closed)
    }
}
