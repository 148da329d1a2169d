import Foundation
import Testing
@testable import ContainerCollection

/// The published screen format (Documentation/ScreenFormat/screen.schema.json)
/// must match what clients decode.
@Suite("Screen schema")
struct ScreenSchemaTests {
    static func schema() throws -> [String: Any] {
        let url = TestEnvironment.repository.appendingPathComponent("Documentation/ScreenFormat/screen.schema.json")
        return try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test("Its identity is a URN (no address that looks real but is not), and it says how to add your own components")
    func identityAndExtension() throws {
        let schema = try Self.schema()
        #expect((schema["$id"] as? String)?.hasPrefix("urn:") == true)
        let comment = try #require(schema["$comment"] as? String)
        #expect(comment.contains("DecodableComponentFactory") && comment.contains("own components"))
    }

    @Test("Every example component has a data rule, and the version is the one clients read")
    func everyExampleComponentHasARule() throws {
        let text = try String(contentsOf: TestEnvironment.repository.appendingPathComponent("Documentation/ScreenFormat/screen.schema.json"),
                              encoding: .utf8)
        for id in TestEnvironment.examples.mapper().registeredIDs {
            #expect(text.contains(#""const": "\#(id)""#), "no rule for component \(id)")
        }
        let version = try #require((try Self.schema()["properties"] as? [String: Any])?["version"] as? [String: Any])
        #expect(version["const"] as? Int == ScreenDecoder.supportedVersion)
    }

    @Test("Every action type the decoder reads has a rule, and variable kinds and presentations match the client's")
    func actionsAndVariables() throws {
        let text = try String(contentsOf: TestEnvironment.repository.appendingPathComponent("Documentation/ScreenFormat/screen.schema.json"),
                              encoding: .utf8)
        for type in ["navigate", "open-url", "submit", "set-variable", "toggle", "refresh", "load-more", "log", "if"] {
            #expect(text.contains(#""const": "\#(type)""#), "no rule for action \(type)")
        }
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        let variable = try #require((defs["variable"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((variable["type"] as? [String: Any])?["enum"] as? [String] == ScreenVariable.Kind.allCases.map(\.rawValue))
        let element = try #require((defs["element"] as? [String: Any])?["properties"] as? [String: Any])
        let triggers = try #require((element["actions"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(triggers.keys) == ["tap", "long-press", "appear"])
        let parts = try #require(element["parts"] as? [String: Any])
        #expect(parts["maxProperties"] as? Int == ScreenReader.maximumParts)
        let partTriggers = try #require((parts["additionalProperties"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(partTriggers.keys) == ["tap", "long-press", "appear"])
        #expect(ScreenPresentation.allCases.allSatisfy { text.contains("\"\($0.rawValue)\"") })
    }

    @Test("The schema describes bindings: visibility and data members, each a name, an equals test or a template")
    func bindings() throws {
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        let element = try #require((defs["element"] as? [String: Any])?["properties"] as? [String: Any])
        let bind = try #require((element["bind"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(bind.keys) == ["visible", "data"])
        #expect((bind["data"] as? [String: Any])?["maxProperties"] as? Int == ScreenReader.maximumDataBindings)
        let forms = try #require((defs["binding"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        let required = forms.compactMap { ($0["required"] as? [String])?.first }
        #expect(required == ["variable", "template"] && forms.first?["type"] as? String == "string")
    }

    @Test("The schema has a data rule for each form field kind, with the limits the factory checks")
    func formFields() throws {
        let text = try String(contentsOf: TestEnvironment.repository.appendingPathComponent("Documentation/ScreenFormat/screen.schema.json"),
                              encoding: .utf8)
        for kind in FormFieldKind.allCases { #expect(text.contains(#""const": "\#(kind.rawValue)""#), "no rule for \(kind.rawValue)") }
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        let field = try #require((defs["formFieldData"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((field["options"] as? [String: Any])?["maxItems"] as? Int == FormFieldFactory.maximumOptions)
        let rules = try #require((field["validation"] as? [String: Any])?["properties"] as? [String: Any])
        #expect((rules["maxLength"] as? [String: Any])?["maximum"] as? Int == ContainerCollectionController.maximumVariableLength)
        #expect((rules["pattern"] as? [String: Any])?["maxLength"] as? Int == FieldValidation.maximumPatternLength)
    }
}
