import Foundation

/// Appends JSON text to a string, without building an intermediate tree:
/// the browser server encodes every view-tree transaction of every session
/// with it, and the trace recorder every event.
package struct JSONWriter {
    package private(set) var text = ""
    private var needsComma: [Bool] = [false]

    package init(capacity: Int = 256) { text.reserveCapacity(capacity) }

    private mutating func separate() {
        if needsComma[needsComma.count - 1] { text.append(",") }
        needsComma[needsComma.count - 1] = true
    }

    package mutating func beginArray() { separate(); text.append("["); needsComma.append(false) }
    package mutating func endArray() { needsComma.removeLast(); text.append("]") }
    package mutating func beginObject() { separate(); text.append("{"); needsComma.append(false) }
    package mutating func endObject() { needsComma.removeLast(); text.append("}") }

    /// An object key; the next value written is its value.
    package mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        text.append(":")
        needsComma[needsComma.count - 1] = false
    }

    package mutating func string(_ value: String) { separate(); appendQuoted(value) }
    package mutating func bool(_ value: Bool) { separate(); text.append(value ? "true" : "false") }
    package mutating func null() { separate(); text.append("null") }
    package mutating func int(_ value: Int) { separate(); text.append(String(value)) }

    /// A number; non-finite values (never produced by the view tree) become 0,
    /// since JSON has no spelling for them.
    package mutating func number(_ value: Double) {
        separate()
        guard value.isFinite else { return text.append("0") }
        if value == value.rounded(), abs(value) < 1e15 {
            text.append(String(Int64(value)))
        } else {
            text.append(String(value))
        }
    }

    package mutating func number(_ value: CGFloat) { number(Double(value)) }

    /// Already-encoded JSON, written as one value.
    package mutating func raw(_ json: String) { separate(); text.append(json) }

    private mutating func appendQuoted(_ value: String) {
        text.append("\"")
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            // Line and paragraph separators break JavaScript string literals in old engines.
            case "\u{2028}": text.append("\\u2028")
            case "\u{2029}": text.append("\\u2029")
            default:
                if scalar.value < 0x20 {
                    text.append("\\u")
                    let hex = String(scalar.value, radix: 16)
                    text.append(String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text.append("\"")
    }
}
