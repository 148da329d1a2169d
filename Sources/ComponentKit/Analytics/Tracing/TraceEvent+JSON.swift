extension TraceEvent {
    /// The event as one JSON object of the Trace Event format.
    var json: String {
        var text = "{\"name\":"
        Self.appendString(name, to: &text)
        text += ",\"cat\":"
        Self.appendString(category, to: &text)
        text += ",\"ph\":\"\(phase.rawValue)\",\"ts\":\(Self.number(timestamp))"
        if let duration { text += ",\"dur\":\(Self.number(duration))" }
        if phase == .instant { text += ",\"s\":\"t\"" }
        text += ",\"pid\":\(processID),\"tid\":\(threadID)"
        if !arguments.isEmpty {
            text += ",\"args\":{"
            for (index, key) in arguments.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.appendString(key, to: &text)
                text += ":"
                switch arguments[key] {
                case let .int(value)?: text += String(value)
                case let .double(value)?: text += Self.number(value)
                case let .string(value)?: Self.appendString(value, to: &text)
                case nil: text += "null"
                }
            }
            text += "}"
        }
        return text + "}"
    }

    /// Microseconds with a thousandth's precision (nanoseconds); JSON has
    /// no NaN or infinity, so those are written as 0.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func appendString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
