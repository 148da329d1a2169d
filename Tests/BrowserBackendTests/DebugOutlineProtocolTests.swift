@testable import BrowserBackend
@testable import BrowserServer
import Foundation
import Testing

@MainActor
@Suite("Browser protocol: the page's debug mode and the outlines sent to it")
struct DebugOutlineProtocolTests {
    @Test("The page's debug message decodes; without its flag, or with a wrong one, it is refused")
    func decoding() throws {
        #expect(try ClientMessage.decode(#"{"t":"debug","on":true}"#) == .debugOutlines(true))
        #expect(try ClientMessage.decode(#"{"t":"debug","on":false}"#) == .debugOutlines(false))
        #expect(try ClientMessage.decode(#"{"t":"debug","on":false}"#).sequence == nil)
        let missing = #"{"t":"debug"}"#
        #expect(throws: ClientMessageError(reason: "debug needs a flag \"on\"", message: missing)) { try ClientMessage.decode(missing) }
        let wrong = #"{"t":"debug","on":"yes"}"#
        #expect(throws: ClientMessageError(reason: "not a message object: wrong type at on", message: wrong)) {
            try ClientMessage.decode(wrong)
        }
    }

    @Test("Outlines go out as [x, y, width, height, type, scope, has a view] per component")
    func encoding() throws {
        let window = Window(size: CGSize(width: 100, height: 50))
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        try window.rootView.addSubview(view)
        _ = window.takeTransaction()
        view.debugOutlines = [DebugOutline(frame: CGRect(x: 1, y: 2, width: 30.5, height: 20), title: "Cell", detail: "Feed/Cell[key \"4\"]",
                                           hasView: false)]
        let message = try #require(JSONSerialization.jsonObject(
            with: Data(TransactionEncoder.message(for: window.takeTransaction(), images: RecordingImages()).utf8)) as? [String: Any])
        let operations = try #require(message["m"] as? [[Any]])
        let outlines = try #require((operations.first?[2] as? [String: Any])?["debugOutlines"] as? [[Any]])
        #expect(outlines.count == 1)
        #expect(outlines[0][0..<4].compactMap { $0 as? Double } == [1, 2, 30.5, 20])
        #expect(outlines[0][4] as? String == "Cell" && outlines[0][5] as? String == "Feed/Cell[key \"4\"]" && outlines[0][6] as? Bool == false)
    }

    @Test("A session turns the window's outlines on only when the server allows it; taking the permission away turns them off")
    func permission() {
        func session(allowing: Bool) -> BrowserSession {
            BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 100), limits: .init(),
                           allowsDebugOutlines: allowing) { _ in View(frame: .zero) }
        }
        let refusing = session(allowing: false)
        refusing.apply(.debugOutlines(true))
        #expect(!refusing.window.showsDebugOutlines)
        let allowing = session(allowing: true)
        allowing.apply(.debugOutlines(true))
        #expect(allowing.window.showsDebugOutlines)
        allowing.allowsDebugOutlines = false
        #expect(!allowing.window.showsDebugOutlines)
        #expect(BrowserServer.Configuration().allowsDebugOutlines == false)
    }
}
