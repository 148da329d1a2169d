import Foundation

/// What a form field's value must be before a `submit` sends it, as the
/// screen document declares it under the field's `validation`:
///
/// ```json
/// "validation": { "required": true, "minLength": 2, "maxLength": 40,
///                 "pattern": "^[^@ ]+@[^@ ]+$", "message": "Enter an email address" }
/// ```
///
/// A `pattern` is a regular expression the whole value must match. Patterns
/// that repeat a group which itself repeats or alternates (`(a+)+`,
/// `(a|b)*`) are refused, since matching them can take exponential time on
/// a server that runs every session's forms.
public struct FieldValidation: Hashable, Sendable, Decodable {
    /// Longest pattern, in UTF-8 bytes.
    public static let maximumPatternLength = 256

    /// Whether the field needs a value (text that is not blank, a switch
    /// that is on, a choice).
    public var required: Bool
    /// Fewest characters of text.
    public var minLength: Int?
    /// Most characters of text (also the most a person can type).
    public var maxLength: Int?
    /// A regular expression the whole text must match.
    public var pattern: String?
    /// What the field says when the value fails; a message per rule when nil.
    public var message: String?

    /// Rules; none by default.
    public init(required: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, message: String? = nil) {
        self.required = required
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.message = message
    }

    private enum CodingKeys: String, CodingKey { case required, minLength, maxLength, pattern, message }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
        minLength = try container.decodeIfPresent(Int.self, forKey: .minLength)
        maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
        pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
        message = try container.decodeIfPresent(String.self, forKey: .message)
    }

    /// Why the rules themselves cannot be used, or nil when they can.
    public var refusal: String? {
        if let minLength, minLength < 0 { return "minLength \(minLength) is negative" }
        if let maxLength, !(1...ContainerCollectionController.maximumVariableLength).contains(maxLength) {
            return "maxLength \(maxLength) is not within 1...\(ContainerCollectionController.maximumVariableLength)"
        }
        if let minLength, let maxLength, minLength > maxLength { return "minLength \(minLength) is more than maxLength \(maxLength)" }
        guard let pattern else { return nil }
        guard pattern.utf8.count <= Self.maximumPatternLength else {
            return "a pattern of \(pattern.utf8.count) bytes is longer than \(Self.maximumPatternLength)"
        }
        if Self.repeatsNestedRepetition(pattern) {
            return "pattern \"\(pattern)\" repeats a group that repeats or alternates, which can take exponential time"
        }
        do {
            _ = try Regex(pattern)
        } catch {
            return "pattern \"\(pattern)\" is not a regular expression: \(error)"
        }
        return nil
    }

    /// Why `text` fails the rules, or nil when it passes.
    public func failure(ofText text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return required ? message ?? "Required" : nil }
        if let minLength, text.count < minLength { return message ?? "At least \(minLength) characters" }
        if let maxLength, text.count > maxLength { return message ?? "At most \(maxLength) characters" }
        if let pattern, refusal == nil, let regex = try? Regex(pattern), (try? regex.wholeMatch(in: text)) == nil {
            return message ?? "Not in the expected form"
        }
        return nil
    }

    /// Whether a quantifier applies to a group that holds a quantifier or an
    /// alternation: the shape of patterns that backtrack exponentially.
    static func repeatsNestedRepetition(_ pattern: String) -> Bool {
        let characters = Array(pattern)
        // For each open group: whether it holds a quantifier or `|` so far.
        var groups: [Bool] = []
        var index = 0
        var inClass = false
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if inClass {
                if character == "]" { inClass = false }
                index += 1
                continue
            }
            switch character {
            case "[": inClass = true
            case "(": groups.append(false)
            case ")":
                let risky = groups.popLast() ?? false
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if risky, let next, "*+{".contains(next) { return true }
                // The group's risk carries to the group around it.
                if risky, !groups.isEmpty { groups[groups.count - 1] = true }
            case "*", "+", "{", "|":
                if !groups.isEmpty { groups[groups.count - 1] = true }
            case "?" where index > 0 && characters[index - 1] != "(":
                if !groups.isEmpty { groups[groups.count - 1] = true }
            default: break
            }
            index += 1
        }
        return false
    }
}
