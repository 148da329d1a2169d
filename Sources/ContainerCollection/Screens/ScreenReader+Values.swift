extension ScreenReader {
    /// Records a problem and returns it.
    @discardableResult
    mutating func report(_ path: JSONPath, _ kind: ScreenProblem.Kind) -> ScreenProblem {
        let problem = ScreenProblem(path: path, kind: kind)
        problems.append(problem)
        return problem
    }

    /// The problem with a value of the wrong type: an unreadable value is
    /// reported as such, anything else as a type mismatch.
    func typeProblem(expected: String, found value: JSONValue) -> ScreenProblem.Kind {
        if case let .invalid(issue) = value { return .unreadableValue(issue) }
        return .wrongType(expected: expected, found: value.typeName)
    }

    /// An optional string member; a value of another type is reported and ignored.
    mutating func string(_ value: JSONValue?, at path: JSONPath) -> String? {
        guard let value else { return nil }
        if case let .string(text) = value { return text }
        report(path, typeProblem(expected: "string", found: value))
        return nil
    }

    /// An array member; a missing required one or one of another type is reported.
    mutating func array(_ value: JSONValue?, at path: JSONPath, required name: String, in parent: JSONPath) -> [JSONValue]? {
        guard let value else {
            report(parent, .missingField(name))
            return nil
        }
        if case let .array(elements) = value { return elements }
        report(path, typeProblem(expected: "array", found: value))
        return nil
    }

    /// An optional number within `range`; anything else is reported and ignored.
    mutating func number(_ value: JSONValue?, at path: JSONPath, range: ClosedRange<Double>, wholeNumber: Bool = false) -> Double? {
        guard let value else { return nil }
        guard case let .number(literal) = value, let number = Double(literal) else {
            report(path, typeProblem(expected: "number", found: value))
            return nil
        }
        guard range.contains(number), !wholeNumber || number.rounded() == number else {
            let kind = wholeNumber ? "a whole number" : "a number"
            report(path, .invalidValue("\(literal) is not \(kind) from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"))
            return nil
        }
        return number
    }

    /// The first `limit` values; reports the rest as dropped.
    mutating func limited(_ values: [JSONValue], limit: Int, at path: JSONPath) -> ArraySlice<JSONValue> {
        if values.count > limit { report(path.appending(index: limit), .tooManyItems(limit: limit, count: values.count)) }
        return values.prefix(limit)
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
