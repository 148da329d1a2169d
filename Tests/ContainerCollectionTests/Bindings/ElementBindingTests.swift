import Foundation
import Testing
@testable import ContainerCollection

@MainActor
@Suite("Bindings: element fields follow the screen's variables, checked when decoded, made again only for their readers")
struct ElementBindingTests {
    let harness: ContainerHarness
    let mapper = GenericComponentMapper()

    init() throws {
        harness = try ContainerHarness()
        mapper.register(factory: harness.probes, for: "probe")
    }

    /// A document over probe elements with three variables.
    func document(_ elements: String) -> String {
        """
        { "version": 1,
          "variables": { "filter": { "type": "string", "default": "all" },
                         "expanded": { "type": "boolean", "default": false },
                         "count": { "type": "number", "default": 3 } },
          "sections": [ { "id": "main", "elements": [ \(elements) ] } ] }
        """
    }

    func decode(_ elements: String) throws -> Screen {
        try TestEnvironment.decoder(mapper: mapper).decode(Data(document(elements).utf8))
    }

    func show(_ elements: String) throws -> Screen {
        let screen = try decode(elements)
        try harness.container.show(screen)
        harness.container.layoutIfNeeded()
        return screen
    }

    @Test("Bindings decode as names, equals tests and templates; the element starts with the variables' defaults")
    func decoding() throws {
        let screen = try decode("""
            { "id": "a", "component": "probe", "data": { "name": "a", "height": 40 },
              "bind": { "visible": { "variable": "filter", "equals": "all" },
                        "data": { "name": { "template": "{count} shown, filter {filter}" },
                                  "valid": { "variable": "expanded", "equals": false } } } }
            """)
        #expect(screen.problems.isEmpty)
        let element = try #require(screen.sections.first?.elements.first)
        #expect(element.bindings.visible == .equals(variable: "filter", value: .string("all")))
        #expect(element.bindings.data["name"] == .template("{count} shown, filter {filter}"))
        #expect(element.bindings.variables == ["filter", "expanded", "count"])
        #expect((element.data as? ProbeData)?.name == "3 shown, filter all")
    }

    @Test("A binding naming no declared variable, of the wrong type, or that the component cannot read is a problem at its path, left out")
    func problems() throws {
        let screen = try decode("""
            { "id": "a", "component": "probe", "data": { "name": "a" },
              "bind": { "visible": "filter", "hidden": "expanded",
                        "data": { "name": "expanded", "variant": "nothing", "height": "filter",
                                  "valid": { "variable": "count", "equals": "three" } } } }
            """)
        let at = "$.sections[0].elements[0].bind"
        #expect(Set(screen.problems.map(\.path.description)) == [
            "\(at).data.height", "\(at).data.name", "\(at).data.valid.equals", "\(at).data.variant", "\(at).hidden", "\(at).visible",
        ])
        let messages = Dictionary(uniqueKeysWithValues: screen.problems.map { ($0.path.description, $0.message) })
        #expect(messages["\(at).data.variant"]?.contains("\"nothing\" is not a declared variable") == true)
        #expect(messages["\(at).data.name"]?.contains("a boolean binding") == true)
        #expect(messages["\(at).data.height"]?.contains("does not fit member \"height\"") == true)
        #expect(messages["\(at).visible"]?.contains("boolean") == true)
        let element = try #require(screen.sections.first?.elements.first)
        #expect(element.bindings.isEmpty, "every broken binding is left out")
        #expect((element.data as? ProbeData)?.name == "a", "the element shows as the server wrote it")
    }

    @Test("A variable an action changes makes again only the elements that read it; the others are not updated")
    func onlyReadersUpdate() throws {
        _ = try show("""
            { "id": "all", "component": "probe", "data": { "name": "all" },
              "bind": { "data": { "name": { "template": "all {filter}" } } },
              "actions": { "tap": { "type": "set-variable", "variable": "filter", "value": "birds" } } },
            { "id": "static", "component": "probe", "data": { "name": "static" } },
            { "id": "counter", "component": "probe", "data": { "name": "counter" },
              "bind": { "data": { "name": { "template": "{count} seen" } } } }
            """)
        #expect(harness.mountedNames == ["all all", "static", "3 seen"])
        let updates = harness.container.statistics.controllerUpdates
        let configured = harness.log.configured.count
        harness.container.run(.setVariable("filter", to: .string("birds")), for: nil)
        #expect(harness.mountedNames == ["all birds", "static", "3 seen"])
        #expect(harness.container.statistics.controllerUpdates - updates == 1, "only the reader of filter updates")
        #expect(Array(harness.log.configured.dropFirst(configured)) == ["all birds"])
        harness.container.run(.setVariable("count", to: .number(literal: "4")), for: nil)
        #expect(harness.mountedNames == ["all birds", "static", "4 seen"])
        #expect(harness.container.statistics.controllerUpdates - updates == 2)
    }

    @Test("Visibility follows a boolean: a hidden element leaves the list and comes back when the variable turns")
    func visibility() throws {
        _ = try show("""
            { "id": "toggle", "component": "probe", "data": { "name": "toggle" },
              "actions": { "tap": { "type": "toggle", "variable": "expanded" } } },
            { "id": "details", "component": "probe", "data": { "name": "details" }, "bind": { "visible": "expanded" } },
            { "id": "summary", "component": "probe", "data": { "name": "summary" },
              "bind": { "visible": { "variable": "expanded", "equals": false } } }
            """)
        #expect(harness.mountedNames == ["toggle", "summary"])
        harness.container.run(.toggle("expanded"), for: nil)
        #expect(harness.mountedNames == ["toggle", "details"])
        #expect(harness.container.sections.first?.elements.count == 3, "the given sections keep every element")
        harness.container.run(.toggle("expanded"), for: nil)
        #expect(harness.mountedNames == ["toggle", "summary"])
    }

    @Test("A bound value the factory rejects shows a fallback with the problem, and the element returns when the value does")
    func rejectedValue() throws {
        _ = try show("""
            { "id": "a", "component": "probe", "data": { "name": "a" }, "bind": { "data": { "valid": { "variable": "filter", "equals": "all" } } } }
            """)
        #expect(harness.mountedNames == ["a"])
        harness.container.run(.setVariable("filter", to: .string("birds")), for: nil)
        #expect(harness.mountedNames.isEmpty)
        #expect(harness.container.problems.map(\.path.description) == ["$.sections[0].elements[0].data"])
        #expect(harness.container.problems.first?.message.contains("the probe was made invalid") == true)
        harness.container.run(.setVariable("filter", to: .string("all")), for: nil)
        #expect(harness.mountedNames == ["a"])
        #expect(harness.container.problems.isEmpty)
    }

    @Test("Showing a new screen starts its bound elements at the new defaults")
    func newScreen() throws {
        _ = try show("""
            { "id": "a", "component": "probe", "data": { "name": "a" }, "bind": { "data": { "name": "filter" } } }
            """)
        harness.container.run(.setVariable("filter", to: .string("fish")), for: nil)
        #expect(harness.mountedNames == ["fish"])
        _ = try show("""
            { "id": "a", "component": "probe", "data": { "name": "a" }, "bind": { "data": { "name": "filter" } } }
            """)
        #expect(harness.mountedNames == ["all"])
    }
}
