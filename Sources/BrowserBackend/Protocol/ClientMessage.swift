import Foundation
import ViewTree

/// What a browser client sends: pointer events in window coordinates,
/// scroll offsets of scroll views, viewport sizes, and, numbered in the
/// order the person acted, text edits, focus changes and keys.
///
/// Messages are small JSON objects with a type `t`:
/// `{"t":"p","ph":"down","x":10,"y":20,"ms":1234.5,"id":0}`,
/// `{"t":"tick","ms":1334.5}` (a pointer is still down: every 100 ms while one is, so held presses time out),
/// `{"t":"scroll","v":42,"x":0,"y":480}`, `{"t":"viewport","w":390,"h":844}`,
/// `{"t":"edit","v":7,"q":12,"text":"new value","s":9,"e":9}` (selection in UTF-16 offsets),
/// `{"t":"sel","v":7,"q":13,"s":0,"e":3}` (the selection alone moved),
/// `{"t":"focus","v":7,"q":13}`, `{"t":"blur","v":7,"q":14}`,
/// `{"t":"key","ph":"down","k":"Enter","m":0,"q":15}` (modifier bits as ``/ViewTree/KeyModifiers``),
/// `{"t":"nav","loc":"/photos/3"}` (the browser's Back or Forward button moved to a location),
/// `{"t":"link","v":7,"l":0,"q":16}` (Enter on the first link of label 7's text),
/// `{"t":"traits","scheme":"dark","contrast":"normal","reduceMotion":false,"reduceTransparency":false,"textScale":1,"scale":2,"lang":"ar-EG"}`
/// (the page's traits: see ``ClientMessage/traits(_:)``),
/// `{"t":"debug","on":true}` (the page's debug mode: `?debug=components` or Alt-Shift-D),
/// `{"t":"auth","token":"…"}` (first on every connection: the ticket or reconnect token),
/// `{"t":"token-ack","token":"…"}` (the page holds the reconnect token the server sent).
///
/// The sequence number `q` counts up per page; the server acknowledges the
/// last one it applied in every transaction (`"ack"`), so the page knows
/// which of its values and focus moves the server has seen.
public enum ClientMessage: Hashable, Sendable {
    /// A pointer went down, moved, went up or was cancelled; `time` in seconds.
    case pointer(PointerEvent.Phase, location: CGPoint, time: TimeInterval, pointerID: Int)
    /// Time passed while a pointer is down and still (`time` in seconds,
    /// the clock of ``pointer(_:location:time:pointerID:)``): a long press
    /// is recognized and a held stepper repeats without the pointer moving.
    case tick(time: TimeInterval)
    /// The user scrolled the scroll view with this identifier to `offset`.
    case scroll(view: ViewID, offset: CGPoint)
    /// The browser's viewport has this size now.
    case viewport(CGSize)
    /// A person edited the text input `view` in the page: its whole value
    /// now, and the selection in UTF-16 offsets.
    case edit(view: ViewID, text: String, selection: Range<Int>, sequence: Int)
    /// The person moved the selection (or caret) of the text input `view`
    /// without editing; UTF-16 offsets.
    case select(view: ViewID, selection: Range<Int>, sequence: Int)
    /// The element of `view` took focus in the page.
    case focus(view: ViewID, sequence: Int)
    /// The element of `view` lost focus in the page.
    case blur(view: ViewID, sequence: Int)
    /// A key went down or up (keys a page's own text editing used are not sent).
    case key(KeyEvent, sequence: Int)
    /// The browser went to `location` (its Back or Forward button).
    case navigate(Location)
    /// The person activated link `index` (among the text's links) of the label `view` from the keyboard.
    case link(view: ViewID, index: Int, sequence: Int)
    /// The page turned its debug mode (component outlines) on or off.
    case debugOutlines(Bool)
    /// The page's traits now: its colour scheme, contrast, reduced motion
    /// and transparency (media queries), text size (its root font size over
    /// 16 px), device pixel ratio, and layout direction (its `dir` URL
    /// parameter, or else its language's). Sent first and on every change.
    case traits(TraitCollection)
    /// The connection's credentials: the page's ticket, or the reconnect
    /// token its session sent it last. The first message of every
    /// connection, and only there (never in the URL, which proxies log).
    case authenticate(token: String)
    /// The page received the reconnect token `token` and keeps it: older
    /// ones may stop opening connections.
    case confirmToken(String)

    /// The sequence number of a numbered message.
    public var sequence: Int? {
        switch self {
        case let .edit(_, _, _, sequence), let .select(_, _, sequence), let .focus(_, sequence), let .blur(_, sequence),
            let .key(_, sequence), let .link(_, _, sequence):
            sequence
        case .pointer, .tick, .scroll, .viewport, .navigate, .traits, .debugOutlines, .authenticate, .confirmToken: nil
        }
    }

    /// The longest key name accepted, in UTF-16 units (as the page's
    /// `KeyboardEvent.key` counts; a single character with many combining
    /// marks is still one character, but not a short key name).
    public static let maximumKeyNameLength = 32

    /// The largest link index accepted (a label's text has fewer links than this).
    public static let maximumLinkIndex = 100_000

    /// Whether the message is a person's input (a pointer, a key, an edit,
    /// a selection, focus, a scroll, a link, a navigation), as opposed to
    /// what a page sends by itself (its viewport, traits, debug mode,
    /// credentials).
    public var isInput: Bool {
        switch self {
        case .pointer, .tick, .scroll, .edit, .select, .focus, .blur, .key, .navigate, .link: true
        case .viewport, .debugOutlines, .traits, .authenticate, .confirmToken: false
        }
    }

    /// The longest ticket or reconnect token accepted, in bytes.
    public static let maximumTokenLength = 128

    /// The largest viewport side accepted, in points.
    public static let maximumViewportSide: CGFloat = 16_384

    /// Decodes and checks one message. A lone UTF-16 surrogate escape in
    /// it (`"\ud800"`: half an emoji in a JavaScript string) is read as
    /// U+FFFD, the replacement character, not refused.
    ///
    /// - Throws: ``ClientMessageError`` naming what was wrong.
    public static func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(replacingLoneSurrogateEscapes(in: text).utf8))
        } catch {
            throw ClientMessageError(reason: "not a message object: \(Self.describe(error))", message: text)
        }
        func number(_ value: Double?, _ name: String, within range: ClosedRange<Double> = -1e7...1e7) throws(ClientMessageError) -> Double {
            guard let value else { throw ClientMessageError(reason: "\"\(fields.t)\" needs a number \"\(name)\"", message: text) }
            guard value.isFinite, range.contains(value) else {
                throw ClientMessageError(reason: "\"\(name)\" must be a finite number in \(range), not \(value)", message: text)
            }
            return value
        }
        func view() throws(ClientMessageError) -> ViewID {
            guard let view = fields.v, view > 0 else { throw ClientMessageError(reason: "\"\(fields.t)\" needs a view identifier \"v\"", message: text) }
            return ViewID(rawValue: UInt64(view))
        }
        func sequence() throws(ClientMessageError) -> Int {
            Int(try number(fields.q.map(Double.init), "q", within: 1...Double(Int32.max)))
        }
        switch fields.t {
        case "p":
            guard let phaseName = fields.ph, let phase = Self.phases[phaseName] else {
                throw ClientMessageError(reason: "pointer phase must be down, move, up or cancel", message: text)
            }
            let pointer = try number(fields.id.map(Double.init), "id", within: 0...31)
            return .pointer(phase, location: CGPoint(x: try number(fields.x, "x"), y: try number(fields.y, "y")),
                            time: try number(fields.ms, "ms", within: 0...1e12) / 1000, pointerID: Int(pointer))
        case "tick":
            return .tick(time: try number(fields.ms, "ms", within: 0...1e12) / 1000)
        case "scroll":
            guard let view = fields.v, view > 0 else { throw ClientMessageError(reason: "scroll needs a view identifier \"v\"", message: text) }
            return .scroll(view: ViewID(rawValue: UInt64(view)), offset: CGPoint(x: try number(fields.x, "x"), y: try number(fields.y, "y")))
        case "viewport":
            let side = 1...Double(maximumViewportSide)
            return .viewport(CGSize(width: try number(fields.w, "w", within: side), height: try number(fields.h, "h", within: side)))
        case "edit":
            guard let value = fields.text else { throw ClientMessageError(reason: "edit needs the text \"text\"", message: text) }
            let length = Double(value.utf16.count)
            let start = Int(try number(fields.s.map(Double.init), "s", within: 0...length))
            let end = Int(try number(fields.e.map(Double.init), "e", within: Double(start)...length))
            return .edit(view: try view(), text: value, selection: start..<end, sequence: try sequence())
        case "sel":
            let start = Int(try number(fields.s.map(Double.init), "s", within: 0...1e7))
            let end = Int(try number(fields.e.map(Double.init), "e", within: Double(start)...1e7))
            return .select(view: try view(), selection: start..<end, sequence: try sequence())
        case "focus":
            return .focus(view: try view(), sequence: try sequence())
        case "blur":
            return .blur(view: try view(), sequence: try sequence())
        case "key":
            guard let phaseName = fields.ph, let phase = KeyEvent.Phase(rawValue: phaseName) else {
                throw ClientMessageError(reason: "key phase must be down or up", message: text)
            }
            guard let key = fields.k, !key.isEmpty, key.utf16.count <= maximumKeyNameLength else {
                throw ClientMessageError(reason: "key needs a name \"k\" of 1 to \(maximumKeyNameLength) UTF-16 units", message: text)
            }
            let modifiers = try number(fields.m.map(Double.init) ?? 0, "m", within: 0...15)
            return .key(KeyEvent(phase, key: Key(rawValue: key), modifiers: KeyModifiers(rawValue: UInt8(modifiers))),
                        sequence: try sequence())
        case "link":
            let index = try number(fields.l.map(Double.init), "l", within: 0...Double(maximumLinkIndex))
            return .link(view: try view(), index: Int(index), sequence: try sequence())
        case "nav":
            guard let value = fields.loc, let location = Location(validating: value) else {
                throw ClientMessageError(
                    reason: "nav needs a location \"loc\": a path starting with / of at most \(Location.maximumLength) bytes",
                    message: text)
            }
            return .navigate(location)
        case "debug":
            guard let on = fields.on else { throw ClientMessageError(reason: "debug needs a flag \"on\"", message: text) }
            return .debugOutlines(on)
        case "traits":
            return .traits(try decodeTraits(from: fields, message: text))
        case "auth", "token-ack":
            guard let token = fields.token, (1...maximumTokenLength).contains(token.utf8.count) else {
                throw ClientMessageError(reason: "\(fields.t) needs a \"token\" of 1 to \(maximumTokenLength) bytes", message: text)
            }
            return fields.t == "auth" ? .authenticate(token: token) : .confirmToken(token)
        default:
            throw ClientMessageError(reason: "unknown message type \"\(fields.t)\"", message: text)
        }
    }

    private static let phases: [String: PointerEvent.Phase] = ["down": .down, "move": .move, "up": .up, "cancel": .cancel]

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context): "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted: "invalid JSON"
        default: "\(error)"
        }
    }

    /// The union of every message's fields.
    struct Fields: Decodable {
        var t: String
        var ph: String?
        var x: Double?
        var y: Double?
        var ms: Double?
        var id: Int?
        var v: Int64?
        var w: Double?
        var h: Double?
        var q: Int64?
        var text: String?
        var s: Int64?
        var e: Int64?
        var k: String?
        var m: Int64?
        var loc: String?
        var l: Int64?
        var on: Bool?
        var scheme: String?
        var contrast: String?
        var reduceMotion: Bool?
        var reduceTransparency: Bool?
        var textScale: Double?
        var scale: Double?
        var lang: String?
        var dir: String?
        var token: String?
    }
}

/// A client message the server could not accept; the session that sent it
/// is closed with this as its reason.
public struct ClientMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public let reason: String
    /// The start of the message, for the log.
    public let excerpt: String

    /// An error for `message`.
    public init(reason: String, message: String) {
        self.reason = reason
        self.excerpt = String(message.prefix(120))
    }

    /// The reason and the message's start, on one line whatever the
    /// client sent (control characters escaped), so it cannot forge a
    /// second line in a log.
    public var description: String { "malformed client message (\(LogText.escaped(reason))): \(LogText.escaped(excerpt))" }
}
