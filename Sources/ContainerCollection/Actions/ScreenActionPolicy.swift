import Foundation

/// What actions a server screen may ask for: the hosts its URLs may point
/// at, and how much one trigger may run. Decoding checks every action
/// against it; an action it refuses is a problem at its JSON path and does
/// nothing.
///
/// Web pages (`open-url`), screen documents (`navigate` with a `url`) and
/// form endpoints (`submit`) must be `https` (or `http` where allowed) on
/// a listed host; app routes (`navigate` with a `route`) are paths of the
/// app and need no host. The default allows no host, so a screen opens
/// nothing outside the app until the app says where it may.
///
/// ```swift
/// let policy = ScreenActionPolicy(allowedHosts: ["example.com", "*.example.com"],
///                                 submitEndpoints: [URL(string: "https://api.example.com/forms")!])
/// let decoder = ScreenDecoder(mapper: mapper, fallback: fallback, actionPolicy: policy)
/// ```
public struct ScreenActionPolicy: Hashable, Sendable {
    /// Hosts URLs may name: exact names, or `*.` and a domain for its
    /// subdomains (not the domain itself).
    public var allowedHosts: [String]
    /// Whether plain `http` is accepted besides `https` (a development server).
    public var allowsInsecureHTTP: Bool
    /// The endpoints `submit` may send to (scheme, host, port and path must
    /// match one exactly; no query).
    public var submitEndpoints: [URL]
    /// Deepest nesting of sequences and conditionals in one trigger's action.
    public var maximumDepth: Int
    /// Most actions one trigger runs, counting every nested one.
    public var maximumActions: Int
    /// Longest URL, route, event name, variable name or parameter, in UTF-8 bytes.
    public var maximumStringLength: Int
    /// Most parameters of one `log` event.
    public var maximumLogParameters: Int
    /// Most variables a screen declares; the rest are reported and left out.
    public var maximumVariables: Int

    /// A policy; the defaults allow no host and small chains.
    public init(allowedHosts: [String] = [], allowsInsecureHTTP: Bool = false, submitEndpoints: [URL] = [],
                maximumDepth: Int = 4, maximumActions: Int = 16, maximumStringLength: Int = 2_048,
                maximumLogParameters: Int = 16, maximumVariables: Int = 64) {
        self.allowedHosts = allowedHosts.map { $0.lowercased() }
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.submitEndpoints = submitEndpoints
        self.maximumDepth = Swift.max(1, maximumDepth)
        self.maximumActions = Swift.max(1, maximumActions)
        self.maximumStringLength = Swift.max(1, maximumStringLength)
        self.maximumLogParameters = Swift.max(0, maximumLogParameters)
        self.maximumVariables = Swift.max(0, maximumVariables)
    }

    /// The default: no host allowed, four levels, sixteen actions per trigger.
    public static let `default` = ScreenActionPolicy()

    /// Why `text` is no URL this policy lets a screen open, or nil when it is one.
    func refusal(ofURL text: String) -> String? {
        guard text.utf8.count <= maximumStringLength else {
            return "a URL of \(text.utf8.count) bytes is longer than \(maximumStringLength)"
        }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }),
              let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            return "\"\(text)\" is not an absolute URL"
        }
        guard scheme == "https" || (scheme == "http" && allowsInsecureHTTP) else {
            return "the scheme \"\(scheme)\" is not allowed (\(allowsInsecureHTTP ? "http or https" : "https") only)"
        }
        guard url.user == nil, url.password == nil else { return "a URL with a user name or password is not allowed" }
        guard let host = url.host?.lowercased(), !host.isEmpty else { return "\"\(text)\" has no host" }
        guard allows(host: host) else { return "the host \"\(host)\" is not in the screen's allowed hosts" }
        return nil
    }

    /// Whether `host` is listed, or under a listed `*.` domain.
    func allows(host: String) -> Bool {
        allowedHosts.contains { pattern in
            if pattern.hasPrefix("*.") { return host.hasSuffix(String(pattern.dropFirst())) }
            return host == pattern
        }
    }

    /// Whether `url` is one of the ``submitEndpoints``.
    func allowsSubmit(to url: URL) -> Bool {
        submitEndpoints.contains { endpoint in
            endpoint.scheme?.lowercased() == url.scheme?.lowercased() && endpoint.host?.lowercased() == url.host?.lowercased()
                && endpoint.port == url.port && endpoint.path == url.path && url.query == nil
        }
    }

    /// Why `text` is no route of the app, or nil when it is one: a path
    /// from the root, without `..` or `.` segments, backslashes, control
    /// characters or a second leading slash (which browsers read as a host).
    func refusal(ofRoute text: String) -> String? {
        guard text.utf8.count <= maximumStringLength else {
            return "a route of \(text.utf8.count) bytes is longer than \(maximumStringLength)"
        }
        guard text.hasPrefix("/"), !text.hasPrefix("//") else { return "the route \"\(text)\" does not start with a single \"/\"" }
        guard !text.contains("\\"), !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return "the route \"\(text)\" has a backslash or a control character"
        }
        let path = text.split(separator: "?", maxSplits: 1).first.map(String.init) ?? text
        guard !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            return "the route \"\(text)\" has a \".\" or \"..\" segment"
        }
        return nil
    }
}
