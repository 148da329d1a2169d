import Foundation
import Testing
@testable import ContainerCollection

@MainActor
@Suite("Forms: fields edit their variables, a submit checks them, and errors show at the field, for screen readers too")
struct FormFieldTests {
    let harness: ContainerHarness
    let handler = RecordingActionHandler()
    let mapper = GenericComponentMapper()
    static let endpoint = "https://forms.example.com/join"

    init() throws {
        harness = try ContainerHarness(size: CGSize(width: 320, height: 800))
        harness.container.actionHandler = handler
        mapper.register(factory: harness.probes, for: "probe")
        FormFieldFactory.register(in: mapper, layoutContext: TestEnvironment.layoutContext)
    }

    func decode(_ elements: String) throws -> Screen {
        let json = """
            { "version": 1,
              "variables": { "email": { "type": "string", "default": "" }, "terms": { "type": "boolean", "default": false },
                             "size": { "type": "string", "default": "" } },
              "sections": [ { "id": "form", "elements": [ \(elements) ] } ] }
            """
        let policy = ScreenActionPolicy(allowedHosts: ["forms.example.com"], submitEndpoints: [URL(string: Self.endpoint)!])
        return try TestEnvironment.decoder(mapper: mapper, actionPolicy: policy).decode(Data(json.utf8))
    }

    static let form = """
        { "id": "email", "component": "text-field",
          "data": { "variable": "email", "label": "Email", "placeholder": "you@example.com",
                    "validation": { "required": true, "pattern": "[^@ ]+@[^@ ]+", "message": "Enter an email address" } } },
        { "id": "terms", "component": "switch", "data": { "variable": "terms", "label": "I agree", "validation": { "required": true } } },
        { "id": "size", "component": "segmented",
          "data": { "variable": "size", "label": "Size", "options": [ { "value": "s", "title": "Small" }, { "value": "l", "title": "Large" } ] } },
        { "id": "send", "component": "probe", "data": { "name": "send" },
          "actions": { "tap": { "type": "submit", "endpoint": "\(endpoint)", "fields": ["email", "terms", "size"] } } }
        """

    func show(_ elements: String = form) throws {
        let screen = try decode(elements)
        #expect(screen.problems.isEmpty, "\(screen.problems)")
        try harness.container.show(screen)
        harness.container.layoutIfNeeded()
    }

    func field(_ variable: String) throws -> FormFieldController {
        try #require(harness.container.activeControllers.compactMap { $0 as? FormFieldController }.first { $0.field?.variable == variable })
    }

    func control<V: View>(_ type: V.Type, of variable: String) throws -> V {
        func find(_ view: View) -> V? {
            if let match = view as? V { return match }
            return view.subviews.lazy.compactMap(find).first
        }
        return try #require(find(try field(variable).view))
    }

    func submit() {
        harness.container.run(harness.container.sections[0].elements[3].actions.tap!, for: nil)
    }

    @Test("Typing and switching set the variables; the fields show them")
    func editing() throws {
        try show()
        let text = try control(TextField.self, of: "email")
        #expect(text.accessibilityLabel == "Email" && text.placeholder == "you@example.com")
        text.insertText("ada@example.com")
        #expect(harness.container.value(ofVariable: "email") == .string("ada@example.com"))
        #expect(try field("email").field?.value == .text("ada@example.com"))
        let toggle = try control(Switch.self, of: "terms")
        #expect(toggle.accessibilityLabel == "I agree")
        toggle.sendActions(for: .valueChanged)
        toggle.setOn(true, animated: false)
        toggle.sendActions(for: .valueChanged)
        #expect(harness.container.value(ofVariable: "terms") == .bool(true))
        // A tap on the second segment, "Large".
        let segments = try control(SegmentedControl.self, of: "size")
        let point = segments.convert(CGPoint(x: segments.bounds.width * 0.75, y: segments.bounds.midY), to: nil)
        harness.window.send(PointerEvent(.down, at: point, time: 1))
        harness.window.send(PointerEvent(.up, at: point, time: 1.05))
        #expect(harness.container.value(ofVariable: "size") == .string("l"))
    }

    @Test("A submit with a wrong field sends nothing: the error shows at the field, invalid to screen readers, with focus on it; fixed, it sends")
    func validation() throws {
        try show()
        let text = try control(TextField.self, of: "email")
        text.insertText("not an address")
        submit()
        #expect(handler.calls.isEmpty, "nothing is sent")
        #expect(try control(TextField.self, of: "email").accessibilityErrorMessage == "Enter an email address")
        #expect(try control(Switch.self, of: "terms").accessibilityErrorMessage == "Required")
        #expect(try control(SegmentedControl.self, of: "size").accessibilityErrorMessage == nil, "an optional choice left empty passes")
        #expect(harness.window.firstResponder === (try control(TextField.self, of: "email")), "the first wrong field takes focus")
        // Fixing a field clears its error as the person types.
        let fixed = try control(TextField.self, of: "email")
        fixed.selectedRange = 0..<fixed.text.count
        fixed.insertText("ada@example.com")
        #expect(try control(TextField.self, of: "email").accessibilityErrorMessage == nil)
        #expect(try control(Switch.self, of: "terms").accessibilityErrorMessage == "Required")
        harness.container.run(.setVariable("terms", to: .bool(true)), for: nil)
        submit()
        #expect(handler.calls == ["submit email=string(\"ada@example.com\"),size=string(\"\"),terms=bool(true) to \(Self.endpoint)"])
    }

    @Test("A field naming no declared variable, one of the wrong kind, or rules that cannot be used is a fallback with a problem at its path")
    func decodingProblems() throws {
        let screen = try decode("""
            { "component": "text-field", "data": { "variable": "nothing", "label": "A" } },
            { "component": "switch", "data": { "variable": "email", "label": "B" } },
            { "component": "segmented", "data": { "variable": "size", "label": "C", "options": [] } },
            { "component": "text-field", "data": { "variable": "email", "label": "D", "validation": { "pattern": "(a+)+$" } } },
            { "component": "text-field", "data": { "variable": "email", "label": "E", "validation": { "pattern": "([a-z" } } },
            { "component": "text-field", "data": { "variable": "email", "label": "F", "validation": { "maxLength": 100000 } } }
            """)
        let messages = screen.problems.map { "\($0.path.description.replacingOccurrences(of: "$.sections[0].elements", with: "")): \($0.message)" }
        #expect(messages.count == 6)
        #expect(messages[0] == "[0].data.variable: \"nothing\" is not a declared variable")
        #expect(messages[1] == "[1].data.variable: a switch edits a boolean variable; \"email\" is a string one")
        #expect(messages[2].hasPrefix("[2].data: ") && messages[2].contains("needs 1 to 8 options; it has 0"))
        #expect(messages[3].contains("repeats a group that repeats or alternates"))
        #expect(messages[4].contains("is not a regular expression"))
        #expect(messages[5].contains("maxLength 100000 is not within 1...4096"))
        #expect(screen.sections[0].elements.allSatisfy { $0.data is FallbackData })
    }

    @Test("Rules: required, lengths, a whole-value pattern; a value too long for any variable is refused")
    func rules() {
        let rules = FieldValidation(required: true, minLength: 2, maxLength: 5, pattern: "[a-z]+")
        #expect(rules.failure(ofText: "  ") == "Required")
        #expect(rules.failure(ofText: "a") == "At least 2 characters")
        #expect(rules.failure(ofText: "abcdef") == "At most 5 characters")
        #expect(rules.failure(ofText: "ab1") == "Not in the expected form", "the whole value must match")
        #expect(rules.failure(ofText: "abc") == nil)
        #expect(FieldValidation().failure(ofText: "") == nil)
        for risky in ["(a+)+", "(a|b)*", "((ab)*)+", "(x?)*", "(?:a*){2,}"] { #expect(FieldValidation.repeatsNestedRepetition(risky), "\(risky)") }
        for safe in ["[a-z]+@[a-z]+", "(ab)+", "(com|org)", "\\(a+\\)+", "[(a+)]+", "(?:ab)+"] {
            #expect(!FieldValidation.repeatsNestedRepetition(safe), "\(safe)")
        }
    }

    @Test("A value longer than a variable holds is refused and reported")
    func tooLong() throws {
        try show()
        harness.container.run(.setVariable("email", to: .string(String(repeating: "a", count: 5_000))), for: nil)
        #expect(harness.container.value(ofVariable: "email") == .string(""))
        #expect(handler.calls.last?.contains("a value of 5000 bytes is longer than 4096") == true)
    }
}
