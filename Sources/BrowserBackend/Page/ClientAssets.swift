import Foundation
import JSONWriting
import ViewTree

/// The files the page needs: its HTML, the JavaScript client, and the DejaVu
/// font files the raster backend measures text with (read from the system,
/// so the browser draws with exactly those glyphs). The app's own fonts come
/// from ``/ViewTree/FontRegistry`` (``FontFaceRules``).
package struct ClientAssets: Sendable {
    let pageTemplate: String
    package let clientScript: String
    /// A fingerprint of ``clientScript`` (16 hexadecimal digits): the page
    /// asks for `/client.js?v=<this>`, which a browser may keep for good, as
    /// another script has another fingerprint. Dozens of frames of one
    /// gallery, or a visitor's every reload, then load and compile it once.
    package let clientScriptVersion: String
    /// Font file name → contents, for the faces found on this machine.
    package let fonts: [String: Data]
    /// The page's files missing from the module's resources (`index.html`,
    /// `client/views.js`): empty unless the install is broken, when the
    /// server refuses to start rather than serve a page that cannot work.
    package let missingResources: [String]

    /// Where Debian's fonts-dejavu-core puts the faces.
    static let fontDirectory = "/usr/share/fonts/truetype/dejavu"
    static let fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf"]

    /// The assets from the module's resources.
    package init() {
        // Resources are part of the target; their absence is a broken install.
        self.init { name, type, folder in
            Bundle.module.url(forResource: name, withExtension: type, subdirectory: folder)
                .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }
    }

    /// The assets `resource` reads: a file's text by name, extension and
    /// folder (`"views"`, `"js"`, `"Resources/client"`), nil when missing.
    init(resource: (_ name: String, _ type: String, _ folder: String) -> String?) {
        var missing: [String] = []
        pageTemplate = resource("index", "html", "Resources") ?? ""
        if pageTemplate.isEmpty { missing.append("index.html") }
        clientScript = Self.joinedClientScript { part in
            let text = resource(part, "js", "Resources/client")
            if text?.isEmpty ?? true { missing.append("client/\(part).js") }
            return text
        }
        missingResources = missing
        clientScriptVersion = Self.fingerprint(of: clientScript)
        var fonts: [String: Data] = [:]
        for file in Self.fontFiles {
            if let data = FileManager.default.contents(atPath: "\(Self.fontDirectory)/\(file)") { fonts[file] = data }
        }
        self.fonts = fonts
    }

    /// The accessibility part, which defines `window.__ckAccessibility`:
    /// first, as the client calls it when it starts.
    static let accessibilityPart = "accessibility"

    /// The client's parts (`Resources/client/<part>.js`), in the order they
    /// run. They are one function's body, sharing its state: each part may
    /// use what the parts before it declared while the script loads, and
    /// anything at all once it runs.
    static let clientParts = [
        "state", "views", "text", "fonts", "properties", "focus", "layer-styles", "transactions", "pointer", "keyboard",
        "scrolling-and-traits", "location", "debug", "dev", "connection",
    ]

    /// The script the page loads, `/client.js`: the accessibility part, then
    /// the client's parts joined in one function, so the page makes one
    /// request for it and the parts share one scope. Joined once, when the
    /// server starts. `read` gives a part's text (nil when missing: a broken
    /// install, which leaves the part out).
    static func joinedClientScript(read: (String) -> String?) -> String {
        var script = (read(accessibilityPart) ?? "") + "\n(function () {\n  'use strict';\n"
        script += "  // From the server: geometry the page draws as the raster backend does.\n"
        script += "  const SPINNER = \(spinnerGeometry);\n"
        for part in clientParts {
            script += "\n  // ---- \(part).js\n"
            script += read(part) ?? ""
        }
        script += "\n})();\n"
        return script
    }

    /// The activity indicator's spokes in a box from -1 to 1 (the page's
    /// spinner is an SVG with that view box, scaled to the view), as
    /// `{"width": w, "spokes": [[x1, y1, x2, y2, opacity], …]}`: the page
    /// draws ``ViewTree/ActivityIndicator/spokes(in:)`` rather than its own copy.
    static var spinnerGeometry: String {
        var json = JSONWriter()
        json.beginObject()
        json.key("width")
        json.number(ActivityIndicator.spokeWidth)
        json.key("spokes")
        json.beginArray()
        for spoke in ActivityIndicator.spokes(in: CGRect(x: -1, y: -1, width: 2, height: 2)) {
            json.beginArray()
            for value in [spoke.start.x, spoke.start.y, spoke.end.x, spoke.end.y] { json.number(Double(value)) }
            json.number(spoke.opacity)
            json.endArray()
        }
        json.endArray()
        json.endObject()
        return json.text
    }

    /// The page for a session, with its identifier and token filled in, and
    /// the `@font-face` rules of the fonts registered now.
    package func page(title: String, sessionID: String, token: String) -> String {
        pageTemplate
            .replacingOccurrences(of: "{{fontFaces}}", with: FontFaceRules.css(for: FontRegistry.shared.fonts))
            .replacingOccurrences(of: "{{title}}", with: Self.escapeHTML(title))
            .replacingOccurrences(of: "{{session}}", with: sessionID)
            .replacingOccurrences(of: "{{token}}", with: token)
            .replacingOccurrences(of: "{{clientVersion}}", with: clientScriptVersion)
    }

    /// FNV-1a over `text`'s UTF-8, as 16 hexadecimal digits: the same text
    /// gives the same fingerprint in every process.
    static func fingerprint(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    package static func escapeHTML(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
