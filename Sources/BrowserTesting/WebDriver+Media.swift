import Foundation

extension WebDriver {
    /// A PNG of the page's viewport as Chromium draws it.
    public func screenshot() async throws -> Data {
        let answer = try await devTools("Page.captureScreenshot", ["format": "png"]) as? [String: Any]
        guard let base64 = answer?["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw Failure(description: "Chromium returned no screenshot")
        }
        return png
    }

    /// Makes the page see these CSS media features
    /// (`["prefers-color-scheme": "dark", "prefers-contrast": "more"]`), as
    /// a person's settings would; the page hears the change live. An empty
    /// dictionary goes back to the browser's own.
    public func emulateMedia(_ features: [String: String]) async throws {
        try await devTools("Emulation.setEmulatedMedia",
                           ["features": features.sorted { $0.key < $1.key }.map { ["name": $0.key, "value": $0.value] }])
    }

    /// Makes `navigator.language` (and the `Accept-Language` header) say
    /// `language` for the pages loaded next.
    public func emulateLanguage(_ language: String) async throws {
        let agent = try await execute("return navigator.userAgent") as? String ?? "Mozilla/5.0"
        try await devTools("Network.setUserAgentOverride", ["userAgent": agent, "acceptLanguage": language])
    }

    /// Sets the browser's default font size (the root font size of a page
    /// that sets none), as the text size setting does.
    public func setDefaultFontSize(_ pixels: Int) async throws {
        try await devTools("Page.setFontSizes", ["fontSizes": ["standard": pixels]])
    }
}
