import Foundation

/// A place in an app, as the browser's address bar shows it: a path and an
/// optional query (`/photos/3`, `/photos?layout=grid`).
///
/// Locations come from outside (links, reloads, the Back button), so the
/// initializer never fails: anything that is not a usable path becomes `/`
/// (see ``init(validating:)`` to tell).
public struct Location: Hashable, Sendable, CustomStringConvertible {
    /// The longest location accepted, in UTF-8 bytes.
    public static let maximumLength = 2048

    /// The path, starting with `/`, percent-decoded.
    public let path: String
    /// The query items, in order.
    public let queryItems: [URLQueryItem]

    /// The location `text` names (`/photos/3?from=home`), or nil when it is
    /// not a path: empty, not starting with `/`, longer than
    /// ``maximumLength``, or holding control characters.
    public init?(validating text: String) {
        guard text.hasPrefix("/"), !text.hasPrefix("//"), text.utf8.count <= Self.maximumLength,
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
              let components = URLComponents(string: text) else { return nil }
        path = components.path.isEmpty ? "/" : components.path
        queryItems = components.queryItems ?? []
    }

    /// The location `text` names, or `/` when it is not a usable path.
    public init(_ text: String) {
        self = Location(validating: text) ?? Location(root: ())
    }

    private init(root: Void) {
        path = "/"
        queryItems = []
    }

    /// The path's segments, without the empty ones: `["photos", "3"]` for `/photos/3`.
    public var pathComponents: [String] {
        path.split(separator: "/").map(String.init)
    }

    /// The first value of the query item `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The location as a string, percent-encoded where needed.
    public var description: String {
        var components = URLComponents()
        components.path = path
        if !queryItems.isEmpty { components.queryItems = queryItems }
        return components.string ?? path
    }
}
