import Foundation

extension Window {
    /// Asks the backend to open `url` outside the app, as
    /// `UIApplication.open(_:)` does: the browser backend opens it in a new
    /// tab; a backend with nowhere to open it (the raster backend) leaves
    /// the ``ViewMutation/openURL(_:)`` in the transaction, where tests find
    /// it. A label's web links that no ``Label/linkHandler`` hears open
    /// this way.
    ///
    /// Only ``openableSchemes`` open: a `javascript:` or `file:` address
    /// from a server's text is refused.
    ///
    /// ```swift
    /// window.open(URL(string: "https://github.com/facebook/componentkit")!)
    /// ```
    ///
    /// - Returns: whether the address will be opened.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard Self.canOpen(url) else { return false }
        record(.openURL(url))
        return true
    }

    /// Schemes ``open(_:)-(URL)`` opens.
    public nonisolated static let openableSchemes: Set<String> = ["http", "https", "mailto"]

    /// Whether ``open(_:)-(URL)`` would open `url`.
    public nonisolated static func canOpen(_ url: URL?) -> Bool {
        guard let scheme = url?.scheme?.lowercased() else { return false }
        return openableSchemes.contains(scheme)
    }
}
