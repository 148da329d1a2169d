import Foundation

/// What a run of text links to: a URL, a value of the app's own, or both.
///
/// Tapping a link's range in a label sends the label's link action with the
/// link; the browser shows a link with a URL as an `<a href>` (only for
/// `http`, `https` and `mailto` URLs) and any other as an element with the
/// link role.
///
/// ```swift
/// let terms = TextLink(url: URL(string: "https://example.com/terms")!)
/// let mention = TextLink(UserID(42))            // the app's own value
/// let text = AttributedText("Read the ") + AttributedText("terms", link: terms)
/// ```
public struct TextLink: Hashable, Sendable, CustomStringConvertible {
    /// The URL the link opens, if it names one.
    public let url: URL?
    /// The app's own value, if the link carries one.
    public let value: (any Hashable & Sendable)?

    /// A link to `url`.
    public init(url: URL) {
        self.url = url
        self.value = nil
    }

    /// A link carrying `value`, and optionally a URL.
    public init<Value: Hashable & Sendable>(_ value: Value, url: URL? = nil) {
        self.url = url
        self.value = value
    }

    /// The link's value as a `Value`, or nil when it carries none of that type.
    public func value<Value>(as type: Value.Type) -> Value? {
        value as? Value
    }

    /// The URL when it is one a browser may open from a page: `http`,
    /// `https` or `mailto`; nil for any other scheme (`javascript:` above all).
    public var webURL: URL? {
        guard let url, let scheme = url.scheme?.lowercased(), ["http", "https", "mailto"].contains(scheme) else { return nil }
        return url
    }

    public static func == (lhs: TextLink, rhs: TextLink) -> Bool {
        lhs.url == rhs.url && erased(lhs.value) == erased(rhs.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(Self.erased(value))
    }

    private static func erased(_ value: (any Hashable & Sendable)?) -> AnyHashable? {
        guard let value else { return nil }
        return erase(value)
    }

    private static func erase<Value: Hashable>(_ value: Value) -> AnyHashable {
        AnyHashable(value)
    }

    /// The URL and the value, for logs and dumps.
    public var description: String {
        switch (url, value) {
        case let (url?, value?): "\(url.absoluteString) (\(value))"
        case let (url?, nil): url.absoluteString
        case let (nil, value?): "\(value)"
        case (nil, nil): "link"
        }
    }
}
