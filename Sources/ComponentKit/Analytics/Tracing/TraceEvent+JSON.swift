import JSONWriting
import ViewTree

extension TraceEvent {
    /// The event as one JSON object of the Trace Event format.
    var json: String {
        var json = JSONWriter(capacity: 128)
        json.beginObject()
        json.key("name"); json.string(name)
        json.key("cat"); json.string(category)
        json.key("ph"); json.string(phase.rawValue)
        json.key("ts"); json.number(Self.thousandths(timestamp))
        if let duration { json.key("dur"); json.number(Self.thousandths(duration)) }
        if phase == .instant { json.key("s"); json.string("t") }
        json.key("pid"); json.int(processID)
        json.key("tid"); json.int(threadID)
        if !arguments.isEmpty {
            json.key("args")
            json.beginObject()
            for key in arguments.keys.sorted() {
                json.key(key)
                switch arguments[key] {
                case let .int(value)?: json.int(value)
                case let .double(value)?: json.number(Self.thousandths(value))
                case let .string(value)?: json.string(value)
                case nil: json.null()
                }
            }
            json.endObject()
        }
        json.endObject()
        return json.text
    }

    /// Rounded to thousandths: nanoseconds, for times in microseconds.
    static func thousandths(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
