import Foundation

/// One node of Chromium's accessibility tree, as screen readers get it.
public struct AccessibilityTreeNode: Sendable, CustomStringConvertible {
    /// The computed role ("button", "heading", "listitem", …).
    public let role: String
    /// The computed accessible name.
    public let name: String
    /// Properties by name ("level", "focusable", "setsize", "posinset", …), as strings.
    public let properties: [String: String]

    public var description: String {
        let shown = properties.filter { ["level", "setsize", "posinset", "keyshortcuts", "disabled", "pressed"].contains($0.key) }
        let extra = shown.isEmpty ? "" : " " + shown.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return "\(role) \"\(name)\"\(extra)"
    }
}

/// One rule an axe-core audit found broken.
public struct AccessibilityViolation: Sendable, CustomStringConvertible {
    /// The rule ("color-contrast").
    public let rule: String
    /// "minor", "moderate", "serious" or "critical".
    public let impact: String
    /// What the rule asks.
    public let help: String
    /// CSS selectors of the first offending elements.
    public let targets: [String]

    public var description: String { "\(impact) \(rule): \(help) at \(targets.joined(separator: ", "))" }
}

extension WebDriver {
    /// The page's accessibility tree, from the DevTools protocol, without
    /// ignored nodes and the generic containers and text runs inside others.
    public func accessibilityTree() async throws -> [AccessibilityTreeNode] {
        try await devTools("Accessibility.enable")
        guard let result = try await devTools("Accessibility.getFullAXTree") as? [String: Any],
            let nodes = result["nodes"] as? [[String: Any]] else { throw Failure(description: "no accessibility tree") }
        func value(_ object: Any?) -> String {
            guard let value = (object as? [String: Any])?["value"] else { return "" }
            return value is NSNull ? "" : "\(value)"
        }
        let skipped: Set = ["generic", "none", "InlineTextBox", "StaticText", "LineBreak", ""]
        return nodes.compactMap { node in
            guard node["ignored"] as? Bool != true else { return nil }
            let role = value(node["role"])
            guard !skipped.contains(role) else { return nil }
            var properties: [String: String] = [:]
            for property in node["properties"] as? [[String: Any]] ?? [] {
                if let name = property["name"] as? String { properties[name] = value(property["value"]) }
            }
            return AccessibilityTreeNode(role: role, name: value(node["name"]), properties: properties)
        }
    }

    /// The name of the focused element and its role, from the page (an
    /// `<a href>`'s implicit role is `link`).
    public func focusedElement() async throws -> (role: String, name: String) {
        let script = """
            const e = document.activeElement;
            if (!e || e === document.body) return ['', ''];
            const implicit = e.tagName === 'A' && e.hasAttribute('href') ? 'link' : e.tagName.toLowerCase();
            return [e.getAttribute('role') || implicit, e.getAttribute('aria-label') || e.textContent];
            """
        let pair = try await execute(script) as? [String] ?? ["", ""]
        return (pair.first ?? "", pair.last ?? "")
    }

    /// Runs axe-core (its `axe.min.js` at `scriptPath`) on the page and
    /// returns the violations of WCAG 2 A and AA rules and best practices.
    public func auditAccessibility(axeScript scriptPath: String) async throws -> [AccessibilityViolation] {
        let script = try String(contentsOfFile: scriptPath, encoding: .utf8)
        _ = try await execute(script + "\nreturn true;")
        _ = try await execute("""
            window.__axeResult = null;
            axe.run(document, { resultTypes: ['violations'] }).then(
              (r) => { window.__axeResult = JSON.stringify(r.violations.map((v) => ({ rule: v.id, impact: v.impact || '',
                help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }))); },
              (e) => { window.__axeResult = JSON.stringify({ error: String(e) }); });
            return true;
            """)
        try await waitUntil("return window.__axeResult !== null", timeout: .seconds(30), "the axe-core audit")
        let text = try await execute("return window.__axeResult") as? String ?? "[]"
        guard let list = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            throw Failure(description: "axe-core failed: \(text)")
        }
        return list.map {
            AccessibilityViolation(rule: $0["rule"] as? String ?? "", impact: $0["impact"] as? String ?? "",
                                   help: $0["help"] as? String ?? "", targets: $0["targets"] as? [String] ?? [])
        }
    }
}
