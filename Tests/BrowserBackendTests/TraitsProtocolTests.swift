@testable import BrowserBackend
@testable import BrowserServer
import BrowserTesting
import Foundation
import Testing

/// A traits message with every field, and `changes` replacing or removing
/// (nil) some.
private func traitsMessage(_ changes: [String: Any?] = [:]) -> String {
    var fields: [String: Any] = [
        "t": "traits", "scheme": "dark", "contrast": "normal", "reduceMotion": false, "reduceTransparency": false,
        "textScale": 1, "scale": 2, "lang": "en-US",
    ]
    for (key, value) in changes { fields[key] = value }
    let data = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
}

@MainActor
@Suite("Browser traits: what the page reports, what the session keeps and what the page is told")
struct TraitsProtocolTests {
    func traits(_ changes: [String: Any?]) throws -> TraitCollection {
        guard case let .traits(traits) = try ClientMessage.decode(traitsMessage(changes)) else {
            throw ClientMessageError(reason: "not a traits message", message: "")
        }
        return traits
    }

    @Test("A traits message gives the page's scheme, contrast, motion, transparency, text size, scale and direction")
    func decodesTraits() throws {
        let full = try traits(["contrast": "high", "reduceMotion": true, "reduceTransparency": true, "textScale": 1.25,
                               "scale": 3, "lang": "ar-EG"])
        #expect(full == TraitCollection(colorScheme: .dark, contrast: .high, contentSizeCategory: .extraExtraLarge,
                                        layoutDirection: .rightToLeft, displayScale: 3, reducesMotion: true, reducesTransparency: true))
        #expect(try traits(["lang": "he"]).layoutDirection == .rightToLeft)
        #expect(try traits(["lang": "en-US"]).layoutDirection == .leftToRight)
        #expect(try traits(["lang": nil]).layoutDirection == .leftToRight)
        // The page's `dir` parameter wins over its language, both ways.
        #expect(try traits(["lang": "ar", "dir": "ltr"]).layoutDirection == .leftToRight)
        #expect(try traits(["lang": "en", "dir": "rtl"]).layoutDirection == .rightToLeft)
        #expect(try traits(["textScale": 0.875]).contentSizeCategory == .small)
        #expect(try ClientMessage.decode(traitsMessage()).sequence == nil)
    }

    @Test("Bad traits are refused with the field and the reason", arguments: [
        (#"{"scheme":null}"#, #"traits need "scheme": dark or light"#),
        (#"{"scheme":"sepia"}"#, #"traits "scheme" must be dark or light, not "sepia""#),
        (#"{"contrast":"more"}"#, #"traits "contrast" must be high or normal, not "more""#),
        (#"{"reduceMotion":1}"#, "wrong type at reduceMotion"),
        (#"{"reduceTransparency":null}"#, #"traits need "reduceTransparency": true or false"#),
        (#"{"textScale":0}"#, #"traits "textScale" must be a finite number in 0.25...8.0, not 0.0"#),
        (#"{"textScale":null}"#, #"traits need a number "textScale""#),
        (#"{"scale":40}"#, #"traits "scale" must be a finite number in 0.25...16.0, not 40.0"#),
        (#"{"lang":"en_US"}"#, #"traits "lang" must be a language tag"#),
        (#"{"lang":"<script>"}"#, #"traits "lang" must be a language tag"#),
        (#"{"lang":"a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a-a"}"#, #"traits "lang" must be a language tag"#),
        (#"{"lang":""}"#, #"traits "lang" must be a language tag"#),
        (#"{"dir":"up"}"#, #"traits "dir" must be ltr or rtl, not "up""#),
    ])
    func refusesBadTraits(_ changes: String, reason: String) throws {
        let object = try #require(JSONSerialization.jsonObject(with: Data(changes.utf8)) as? [String: Any])
        let replaced = object.mapValues { $0 is NSNull ? nil : Optional($0) }
        #expect {
            _ = try ClientMessage.decode(traitsMessage(replaced))
        } throws: { error in
            (error as? ClientMessageError)?.reason.contains(reason) == true
        }
    }

    func session(overrides: TraitOverrides = TraitOverrides(), traits: TraitCollection = TraitCollection(),
                 made: ((TraitCollection) -> Void)? = nil) -> BrowserSession {
        BrowserSession(id: "s", token: "t", clientAddress: "127.0.0.1", viewport: CGSize(width: 200, height: 100),
                       traits: traits, traitOverrides: overrides, limits: .init()) { session in
            made?(session.window.traitCollection)
            return View()
        }
    }

    @Test("The session's window follows each traits message; a bad one is refused and the traits stay")
    func sessionFollowsTraits() throws {
        let session = session()
        #expect(session.accept(traitsMessage()) == nil)
        #expect(session.window.traitCollection.colorScheme == .dark && session.browserTraits.colorScheme == .dark)
        let refused = try #require(session.accept(traitsMessage(["scheme": "blue"])))
        #expect(refused.reason.contains(#""scheme" must be dark or light"#))
        #expect(session.window.traitCollection.colorScheme == .dark && session.browserTraits.colorScheme == .dark)
        #expect(session.accept(traitsMessage(["scheme": "light", "lang": "fa-IR"])) == nil)
        #expect(session.window.traitCollection.colorScheme == .light && session.window.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test("Overrides from the configuration and the app win over the browser's traits; nil follows the browser again")
    func overridesWin() throws {
        var madeWith: TraitCollection?
        let session = session(overrides: TraitOverrides(colorScheme: .dark), traits: TraitCollection(contrast: .high)) { madeWith = $0 }
        // The content is made for the page's traits with the overrides on top.
        #expect(madeWith?.colorScheme == .dark && madeWith?.contrast == .high)
        #expect(session.accept(traitsMessage(["scheme": "light"])) == nil)
        #expect(session.window.traitCollection.colorScheme == .dark)
        session.traitOverrides.layoutDirection = .rightToLeft
        #expect(session.window.traitCollection.layoutDirection == .rightToLeft && session.browserTraits.layoutDirection == .leftToRight)
        session.traitOverrides = TraitOverrides()
        #expect(session.window.traitCollection == session.browserTraits)
        #expect(TraitOverrides().isEmpty && !TraitOverrides(reducesMotion: false).isEmpty)
    }

    func decode(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("The page is told the traits with every reset and when they change, even when no view does")
    func traitsReachThePage() async throws {
        let session = session()
        let (_, queue) = session.connect(presenting: "t")
        #expect(session.accept(traitsMessage(["lang": "ar", "contrast": "high"])) == nil)
        session.flush()
        session.traitOverrides.reducesMotion = true
        session.flush()
        // Nothing changed since: no message.
        session.flush()
        session.close()
        var sent: [String] = []
        while let message = await queue.next() { sent.append(message) }
        #expect(sent.count == 3)
        let reset = try #require(try decode(sent[0])["tr"] as? [String: Any])
        #expect(reset["dir"] as? String == "ltr" && reset["scheme"] as? String == "light")
        #expect(reset["bg"] as? String == "rgba(255,255,255,1.0)" && reset["tint"] as? String == "rgba(0,102,204,1.0)")
        let dark = try #require(try decode(sent[1])["tr"] as? [String: Any])
        #expect(dark["dir"] as? String == "rtl" && dark["scheme"] as? String == "dark" && dark["contrast"] as? String == "high")
        #expect(dark["bg"] as? String == "rgba(0,0,0,1.0)" && dark["tint"] as? String == "rgba(108,180,255,1.0)")
        #expect(dark["placeholder"] as? String == "rgba(189,189,194,1.0)" && dark["reduceMotion"] as? Bool == false)
        #expect((try decode(sent[2])["tr"] as? [String: Any])?["reduceMotion"] as? Bool == true)
    }

    @Test("A new session's traits come with its WebSocket URL: checked like a message, refused with a 1008 close")
    func traitsInTheSocketURL() async throws {
        #expect(try BrowserServer.initialTraits(nil).get() == TraitCollection())
        #expect(try BrowserServer.initialTraits(traitsMessage()).get().colorScheme == .dark)
        #expect(throws: ClientMessageError.self) { try BrowserServer.initialTraits(#"{"t":"viewport","w":10,"h":10}"#).get() }
        #expect(throws: ClientMessageError.self) { try BrowserServer.initialTraits(traitsMessage(["scale": -1])).get() }

        let made = Recorder<String>()
        try await BrowserHarness.with(browser: false, additionalOrigins: [BrowserHarness.nativeClientOrigin], content: {
            // The harness's content closure has no session: the traits are read once the view is in its window.
            ProbeView(record: { made.append($0.colorScheme.rawValue) })
        }) { harness in
            let query = traitsMessage().addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let (session, token) = try await harness.newSessionCredentials()
            let first = try await HardeningTests.firstMessage(url: harness.socketURL(session: session) + "&traits=\(query)", token: token)
            #expect(made.values.first == "dark")
            let firstMessage = try #require(first)
            let tr = try #require(try decode(firstMessage)["tr"] as? [String: Any])
            #expect(tr["scheme"] as? String == "dark")

            let (other, otherToken) = try await harness.newSessionCredentials()
            let bad = traitsMessage(["scheme": "sepia"]).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            #expect(try await HardeningTests.closeCode(url: harness.socketURL(session: other) + "&traits=\(bad)", token: otherToken) == 1008)
            #expect(harness.server.sessions.session(withID: other) == nil)
        }
    }
}

/// Records the traits it is shown with when it first enters a window.
@MainActor
private final class ProbeView: View {
    private var record: ((TraitCollection) -> Void)?

    convenience init(record: @escaping (TraitCollection) -> Void) {
        self.init(frame: .zero)
        self.record = record
    }

    override func traitCollectionDidChange(_ previous: TraitCollection) {
        record?(traitCollection)
        record = nil
    }
}
