import Foundation
import ViewTree

extension ClientMessage {
    /// The text scales accepted: a root font size of 4 to 128 px.
    public static let textScaleRange: ClosedRange<Double> = 0.25...8
    /// The device pixel ratios accepted (a browser zoomed out to 25% on a
    /// 1x screen, up to a 3x screen zoomed in past 500%).
    public static let displayScaleRange: ClosedRange<Double> = 0.25...16
    /// The longest language tag accepted.
    public static let maximumLanguageLength = 64

    /// Checks a `traits` message's fields: each must be present with a
    /// value the page can send; `lang` and `dir` may be absent.
    static func decodeTraits(from fields: Fields, message text: String) throws(ClientMessageError) -> TraitCollection {
        func choice<Value>(_ value: String?, _ name: String, _ table: [String: Value]) throws(ClientMessageError) -> Value {
            let names = table.keys.sorted().joined(separator: " or ")
            guard let value else { throw ClientMessageError(reason: "traits need \"\(name)\": \(names)", message: text) }
            guard let chosen = table[value] else {
                throw ClientMessageError(reason: "traits \"\(name)\" must be \(names), not \"\(value.prefix(32))\"", message: text)
            }
            return chosen
        }
        func flag(_ value: Bool?, _ name: String) throws(ClientMessageError) -> Bool {
            guard let value else { throw ClientMessageError(reason: "traits need \"\(name)\": true or false", message: text) }
            return value
        }
        func number(_ value: Double?, _ name: String, within range: ClosedRange<Double>) throws(ClientMessageError) -> Double {
            guard let value else { throw ClientMessageError(reason: "traits need a number \"\(name)\"", message: text) }
            guard value.isFinite, range.contains(value) else {
                throw ClientMessageError(reason: "traits \"\(name)\" must be a finite number in \(range), not \(value)", message: text)
            }
            return value
        }
        var traits = TraitCollection(
            colorScheme: try choice(fields.scheme, "scheme", ["light": .light, "dark": .dark]),
            contrast: try choice(fields.contrast, "contrast", ["normal": .normal, "high": .high]),
            contentSizeCategory: ContentSizeCategory(textScale: try number(fields.textScale, "textScale", within: textScaleRange)),
            displayScale: try number(fields.scale, "scale", within: displayScaleRange),
            reducesMotion: try flag(fields.reduceMotion, "reduceMotion"),
            reducesTransparency: try flag(fields.reduceTransparency, "reduceTransparency"))
        if let language = fields.lang {
            guard isLanguageTag(language) else {
                throw ClientMessageError(
                    reason: "traits \"lang\" must be a language tag (letters and digits in hyphenated parts, at most \(maximumLanguageLength) characters)",
                    message: text)
            }
            traits.layoutDirection = UserInterfaceLayoutDirection(language: language)
        }
        if fields.dir != nil {
            traits.layoutDirection = try choice(fields.dir, "dir", ["ltr": .leftToRight, "rtl": .rightToLeft])
        }
        return traits
    }

    /// Whether `tag` has the shape of a BCP 47 tag: a 1–8 letter language,
    /// then parts of 1–8 letters and digits, joined by hyphens.
    static func isLanguageTag(_ tag: String) -> Bool {
        guard !tag.isEmpty, tag.utf8.count <= maximumLanguageLength else { return false }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (1...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
