import Foundation
import Testing
@testable import ContainerCollection

@Suite("Screen actions: each kind decoded, variables typed, and what the policy refuses reported at its path")
struct ScreenActionDecodingTests {
    static let policy = ScreenActionPolicy(
        allowedHosts: ["example.com", "*.cdn.example.com"],
        submitEndpoints: [URL(string: "https://example.com/forms/contact")!])

    static let variables = """
        "variables": {
          "filter": { "type": "string", "default": "all" },
          "expanded": { "type": "boolean", "default": false },
          "count": { "type": "number", "default": 0 },
          "email": { "type": "string", "default": "" }
        }
        """

    /// A one-element screen whose element carries `actions`, decoded with the test policy.
    private func decode(actions: String, variables: String = Self.variables) throws -> Screen {
        let json = """
            { "version": 1, \(variables.isEmpty ? "" : variables + ",") "sections": [{ "id": "s", "elements": [
              { "id": "card", "component": "text", "data": { "body": "Hi" }, "actions": \(actions) }
            ] }] }
            """
        return try TestEnvironment.decoder(actionPolicy: Self.policy).decode(Data(json.utf8))
    }

    private func tap(_ actions: String) throws -> (ScreenAction?, [String]) {
        let screen = try decode(actions: #"{ "tap": \#(actions) }"#)
        return (screen.sections[0].elements[0].actions.tap, screen.problems.map(\.description))
    }

    @Test("Every kind decodes to its case; a list runs in order")
    func everyKind() throws {
        let screen = try decode(actions: """
            { "tap": [
                { "type": "navigate", "route": "/places/lisbon" },
                { "type": "navigate", "url": "https://example.com/screens/porto.json", "presentation": "sheet" },
                { "type": "open-url", "url": "https://img.cdn.example.com/a" },
                { "type": "submit", "endpoint": "https://example.com/forms/contact", "fields": ["email"] },
                { "type": "set-variable", "variable": "filter", "value": "parks" },
                { "type": "toggle", "variable": "expanded" },
                { "type": "refresh" },
                { "type": "load-more", "section": "s" },
                { "type": "log", "event": "card_tap", "parameters": { "id": "lisbon" } },
                { "type": "if", "variable": "expanded", "equals": true, "then": { "type": "refresh" }, "else": { "type": "load-more" } }
              ],
              "long-press": { "type": "toggle", "variable": "expanded" },
              "appear": { "type": "log", "event": "seen" } }
            """)
        #expect(screen.problems.isEmpty, "\(screen.problems)")
        #expect(screen.variables.map(\.name) == ["filter", "expanded", "count", "email"])
        let actions = screen.sections[0].elements[0].actions
        #expect(actions.tap == .sequence([
            .navigate(.route("/places/lisbon"), presentation: .push),
            .navigate(.document(URL(string: "https://example.com/screens/porto.json")!), presentation: .sheet),
            .openURL(URL(string: "https://img.cdn.example.com/a")!),
            .submit(endpoint: URL(string: "https://example.com/forms/contact")!, fields: ["email"]),
            .setVariable("filter", to: .string("parks")),
            .toggle("expanded"),
            .refresh,
            .loadMore(section: "s"),
            .log(event: "card_tap", parameters: ["id": "lisbon"]),
            .conditional(variable: "expanded", equals: .bool(true), then: .refresh, otherwise: .loadMore(section: nil)),
        ]))
        #expect(actions.longPress == .toggle("expanded") && actions.appear == .log(event: "seen", parameters: [:]))
    }

    @Test("Unsafe URLs and routes are problems at their paths and do nothing", arguments: [
        (#"{ "type": "open-url", "url": "javascript:alert(1)" }"#, "url: the scheme \"javascript\" is not allowed (https only); it does nothing"),
        (#"{ "type": "open-url", "url": "data:text/html,hi" }"#, "url: the scheme \"data\" is not allowed (https only); it does nothing"),
        (#"{ "type": "open-url", "url": "file:///etc/passwd" }"#, "url: the scheme \"file\" is not allowed (https only); it does nothing"),
        (#"{ "type": "open-url", "url": "http://example.com/" }"#, "url: the scheme \"http\" is not allowed (https only); it does nothing"),
        (#"{ "type": "open-url", "url": "https://evil.test/" }"#, "url: the host \"evil.test\" is not in the screen's allowed hosts; it does nothing"),
        (#"{ "type": "open-url", "url": "https://cdn.example.com/" }"#, "url: the host \"cdn.example.com\" is not in the screen's allowed hosts; it does nothing"),
        (#"{ "type": "open-url", "url": "https://me:pw@example.com/" }"#, "url: a URL with a user name or password is not allowed; it does nothing"),
        (#"{ "type": "open-url", "url": "/relative" }"#, "url: \"/relative\" is not an absolute URL; it does nothing"),
        (#"{ "type": "navigate", "route": "/../../etc/passwd" }"#, "route: the route \"/../../etc/passwd\" has a \".\" or \"..\" segment; it does nothing"),
        (#"{ "type": "navigate", "route": "//evil.test/x" }"#, "route: the route \"//evil.test/x\" does not start with a single \"/\"; it does nothing"),
        (#"{ "type": "navigate", "route": "photos" }"#, "route: the route \"photos\" does not start with a single \"/\"; it does nothing"),
        (#"{ "type": "navigate", "url": "javascript:alert(1)" }"#, "url: the scheme \"javascript\" is not allowed (https only); it does nothing"),
        (#"{ "type": "submit", "endpoint": "https://example.com/forms/other", "fields": [] }"#,
         "endpoint: \"https://example.com/forms/other\" is not one of the screen's submit endpoints; it does nothing"),
    ])
    func unsafe(action: String, expected: String) throws {
        let (decoded, problems) = try tap(action)
        #expect(decoded == nil)
        #expect(problems.count == 1 && problems[0].hasPrefix("$.sections[0].elements[0].actions.tap.\(expected.prefix(while: { $0 != ":" }))"),
                "\(problems)")
        let message = expected.drop(while: { $0 != ":" }).dropFirst(2)
        #expect(problems.first?.contains(message) == true, "\(problems)")
    }

    @Test("Variables are typed: a wrong value, an unknown name, toggling a string, comparing with the wrong type are problems")
    func variablesTyped() throws {
        let cases: [(String, String)] = [
            (#"{ "type": "set-variable", "variable": "count", "value": "three" }"#, "tap.value: expected number, found string"),
            (#"{ "type": "set-variable", "variable": "colour", "value": "red" }"#, "tap.variable: \"colour\" is not a declared variable; the action does nothing"),
            (#"{ "type": "toggle", "variable": "filter" }"#, "tap.variable: \"filter\" is a string variable; only a boolean one toggles"),
            (#"{ "type": "if", "variable": "expanded", "equals": "yes", "then": { "type": "refresh" } }"#, "tap.equals: expected boolean, found string"),
            (#"{ "type": "set-variable", "variable": "filter" }"#, "tap: missing required member \"value\""),
        ]
        for (action, expected) in cases {
            let (decoded, problems) = try tap(action)
            #expect(decoded == nil && problems == ["$.sections[0].elements[0].actions.\(expected)"], "\(action): \(problems)")
        }
    }

    @Test("Broken declarations are left out and reported; an action naming one is a problem too")
    func brokenDeclarations() throws {
        let screen = try decode(actions: #"{ "tap": { "type": "toggle", "variable": "open" } }"#, variables: """
            "variables": {
              "open": { "type": "boolean", "default": "no" },
              "2fast": { "type": "string", "default": "" },
              "size": { "type": "colour", "default": 1 },
              "kept": { "type": "number", "default": 4 }
            }
            """)
        #expect(screen.variables.map(\.name) == ["kept"])
        // In path order.
        #expect(screen.problems.map(\.description) == [
            "$.sections[0].elements[0].actions.tap.variable: \"open\" is not a declared variable; the action does nothing",
            "$.variables[\"2fast\"]: \"2fast\" is not a variable name (a letter or _, then up to 63 letters, digits, _ or -)",
            "$.variables.open.default: expected boolean, found string",
            "$.variables.size.type: \"colour\" is not one of \"string\", \"boolean\", \"number\"",
        ])
    }

    @Test("Chains are bounded: too deep and too many are reported once and cut; unknown types and triggers do nothing")
    func bounded() throws {
        let deep = try tap(#"[[[[{ "type": "refresh" }]]]]"#)
        #expect(deep.0 == nil && deep.1 == ["$.sections[0].elements[0].actions.tap[0][0][0][0]: actions nested deeper than 4 levels; this one does nothing"])
        let many = try tap("[" + Array(repeating: #"{ "type": "refresh" }"#, count: 20).joined(separator: ",") + "]")
        #expect(many.0 == .sequence(Array(repeating: .refresh, count: 16)))
        #expect(many.1 == ["$.sections[0].elements[0].actions.tap[16]: more than 16 actions for one trigger; this one and those after it do nothing"])
        let unknown = try decode(actions: #"{ "tap": [{ "type": "vibrate" }, { "type": "refresh" }], "hover": { "type": "refresh" } }"#)
        #expect(unknown.sections[0].elements[0].actions == ElementActions(tap: .sequence([.refresh])))
        #expect(unknown.problems.map(\.description) == [
            "$.sections[0].elements[0].actions.hover: \"hover\" is not a trigger (\"tap\", \"long-press\", \"appear\"); its actions do nothing",
            "$.sections[0].elements[0].actions.tap[0].type: unknown action type \"vibrate\" (known: navigate, open-url, submit, set-variable, toggle, refresh, load-more, log, if); it does nothing",
        ])
    }

    @Test("The fuzz seed with actions decodes whole under the default policy (routes need no host)")
    func fixture() throws {
        let data = try Data(contentsOf: TestEnvironment.fixtures.appendingPathComponent("Screens/actions.json"))
        let screen = try TestEnvironment.decoder().decode(data)
        #expect(screen.problems.isEmpty, "\(screen.problems)")
        #expect(screen.variables.count == 3 && screen.sections[0].header?.actions.appear == .log(event: "header_seen", parameters: [:]))
    }

    @Test("A fallback element carries no actions: a broken element does nothing")
    func fallbackActsNot() throws {
        let json = """
            { "version": 1, "sections": [{ "id": "s", "elements": [
              { "component": "weather", "data": {}, "actions": { "tap": { "type": "refresh" } } }
            ] }] }
            """
        let screen = try TestEnvironment.decoder(actionPolicy: Self.policy).decode(Data(json.utf8))
        #expect(screen.sections[0].elements[0].summary == "fallback" && screen.sections[0].elements[0].actions.isEmpty)
    }
}
