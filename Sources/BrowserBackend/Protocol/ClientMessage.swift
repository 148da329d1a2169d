import Foundation
import ViewTree

/// What a browser client sends: pointer events in window coordinates,
/// scroll offsets of scroll views, and viewport sizes.
///
/// Messages are small JSON objects with a type `t`:
/// `{"t":"p","ph":"down","x":10,"y":20,"ms":1234.5,"id":0}`,
/// `{"t":"scroll","v":42,"x":0,"y":480}`, `{"t":"viewport","w":390,"h":844}`.
public enum ClientMessage: Hashable, Sendable {
    /// A pointer went down, moved, went up or was cancelled; `time` in seconds.
    case pointer(PointerEvent.Phase, location: CGPoint, time: TimeInterval, pointerID: Int)
    /// The user scrolled the scroll view with this identifier to `offset`.
    case scroll(view: ViewID, offset: CGPoint)
    /// The browser's viewport has this size now.
    case viewport(CGSize)

    /// The largest viewport side accepted, in points.
    public static let maximumViewportSide: CGFloat = 16_384

    /// Decodes and checks one message.
    ///
    /// - Throws: ``ClientMessageError`` naming what was wrong.
    public static func decode(_ text: String) throws(ClientMessageError) -> ClientMessage {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(text.utf8))
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
        switch fields.t {
        case "p":
            guard let phaseName = fields.ph, let phase = Self.phases[phaseName] else {
                throw ClientMessageError(reason: "pointer phase must be down, move, up or cancel", message: text)
            }
            let pointer = try number(fields.id.map(Double.init), "id", within: 0...31)
            return .pointer(phase, location: CGPoint(x: try number(fields.x, "x"), y: try number(fields.y, "y")),
                            time: try number(fields.ms, "ms", within: 0...1e12) / 1000, pointerID: Int(pointer))
        case "scroll":
            guard let view = fields.v, view > 0 else { throw ClientMessageError(reason: "scroll needs a view identifier \"v\"", message: text) }
            return .scroll(view: ViewID(rawValue: UInt64(view)), offset: CGPoint(x: try number(fields.x, "x"), y: try number(fields.y, "y")))
        case "viewport":
            let side = 1...Double(maximumViewportSide)
            return .viewport(CGSize(width: try number(fields.w, "w", within: side), height: try number(fields.h, "h", within: side)))
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
    private struct Fields: Decodable {
        var t: String
        var ph: String?
        var x: Double?
        var y: Double?
        var ms: Double?
        var id: Int?
        var v: Int64?
        var w: Double?
        var h: Double?
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

    /// The reason and the message's start.
    public var description: String { "malformed client message (\(reason)): \(excerpt)" }
}
