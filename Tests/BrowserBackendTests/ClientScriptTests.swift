@testable import BrowserBackend
import BrowserServer
import Foundation
import Testing
import ViewTree

/// The served client script against the Swift side of the protocol: every
/// key the server sends is one the page handles, and the parts of the
/// script are all served, in order, as one script.
@MainActor
@Suite("Client script: the page handles every wire key the server sends")
struct ClientScriptTests {
    /// The script as `/client.js` serves it, without its whole-line comments
    /// (a key named only in a comment is not handled).
    private static let code: String = ClientAssets().clientScript
        .split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")

    /// Whether the page's code reads `key`: a quoted key (a `case` of the
    /// property switch, a table's entry) or a read from a view's props.
    private func handles(_ key: String) -> Bool {
        Self.code.contains("'\(key)'") || Self.code.contains("props.\(key)")
    }

    @Test("Every property name the server sends is handled by the page, and none it does not send is read")
    func propertyKeys() {
        #expect(ViewProperty.Name.allCases.count > 50, "the names come from ViewTree's one list")
        for name in ViewProperty.Name.allCases {
            if PropertyEncoding.isSent(name) {
                #expect(handles(name.rawValue), "the server sends \(name.rawValue) but the page never reads it")
            } else {
                #expect(!Self.code.contains(name.rawValue), "the page reads \(name.rawValue), which the server does not send")
            }
        }
    }

    @Test("Every part of a semantics record and every derived field of a message is applied by the page")
    func derivedKeys() {
        for part in PageSemantics.Part.allCases {
            #expect(handles(part.rawValue), "the page never applies the semantics part \(part.rawValue)")
        }
        #expect(Self.code.contains("message.sem") && Self.code.contains("message.pl"))
    }

    @Test("A property's key is its name, with a button's state after it")
    func keysAreNames() {
        #expect(ViewProperty.frame(.zero).key == ViewProperty.Name.frame.rawValue)
        #expect(ViewProperty.title("Save", for: .selected).key == "title[\(ControlState.selected.rawValue)]")
        #expect(ViewProperty.title("Save", for: .selected).name == .title)
        #expect(Set(ViewProperty.Name.allCases.map(\.rawValue)).count == ViewProperty.Name.allCases.count)
    }

    @Test("The script is every part, in order, in one function after the accessibility part; the page derives no roles")
    func joinedParts() throws {
        var read: [String] = []
        let script = ClientAssets.joinedClientScript { part in
            read.append(part)
            return "/* \(part) */"
        }
        #expect(read == [ClientAssets.accessibilityPart] + ClientAssets.clientParts)
        let positions = try read.map { part in try #require(script.range(of: "/* \(part) */")).lowerBound }
        #expect(positions == positions.sorted())
        #expect(script.components(separatedBy: "(function () {").count == 2)

        let served = ClientAssets().clientScript
        for part in ClientAssets.clientParts {
            // Each part opens with its header comment: one that is missing or empty would not.
            #expect(served.contains("// ---- \(part).js\n// ComponentKit browser client"), "the part \(part) is missing or empty")
        }
        // The derivations the server now does are gone from the page.
        for derivation in ["function role(", "isRadio", "isList", "combinedName", "focusable.has", "objectFit", "aspectFit",
                           "Math.PI / 6"] {
            #expect(!served.contains(derivation), "the page still derives: \(derivation)")
        }
    }

    @Test("The page's spinner is ViewTree's: the script carries the spokes the raster backend draws, in the SVG's -1…1 box")
    func spinnerFromTheServer() throws {
        let served = ClientAssets().clientScript
        let start = try #require(served.range(of: "const SPINNER = "))
        let json = served[start.upperBound...].prefix { $0 != ";" }
        let geometry = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(geometry["width"] as? Double == ActivityIndicator.spokeWidth)
        let spokes = try #require(geometry["spokes"] as? [[Double]])
        let expected = ActivityIndicator.spokes(in: CGRect(x: -1, y: -1, width: 2, height: 2))
        #expect(spokes.count == 12 && spokes.count == expected.count)
        for (sent, spoke) in zip(spokes, expected) {
            let values = [spoke.start.x, spoke.start.y, spoke.end.x, spoke.end.y].map(Double.init) + [spoke.opacity]
            #expect(zip(sent, values).allSatisfy { abs($0 - $1) < 1e-9 }, "\(sent) is not \(values)")
        }
    }

    @Test("A page file missing from the resources is named, and the server refuses to start rather than serve a broken page")
    func missingResources() {
        #expect(ClientAssets().missingResources.isEmpty, "this install lacks \(ClientAssets().missingResources)")
        let broken = ClientAssets { name, type, folder in
            name == "views" || name == "index" ? nil : "// \(folder)/\(name).\(type)"
        }
        #expect(broken.missingResources == ["index.html", "client/views.js"])
        #expect(BrowserServerError.incompleteInstall("client/views.js").description
            == "the browser server cannot serve its page: client/views.js missing from BrowserBackend's resources (reinstall or rebuild the package)")
    }
}

