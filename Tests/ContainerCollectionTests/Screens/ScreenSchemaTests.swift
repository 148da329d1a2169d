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
}
