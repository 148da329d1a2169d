import Foundation
import Testing
@testable import ComponentKit

/// Issue 19's second and third silent failures, now compile errors or
/// correct behaviour: a user's property named `size` no longer meets the
/// protocol's, and single-child layouts take exactly one child.
@Suite("Near misses fail to compile", .serialized)
struct NearMissTests {
    static let header = """
        import ComponentKit
        import Foundation

        """

    static func typecheck(_ body: String) async throws -> CompileCheck.Outcome {
        try await CompileCheck.typecheck(header + body)
    }

    @Test("The checker itself: a correct single-child block, and a property named size used as a CGSize, compile")
    func correctFormsCompile() async throws {
        let outcome = try await Self.typecheck("""
            struct Thumbnail: CompositeComponent {
                let size: CGSize
                let view: String
                let key: Int
                var body: some Component {
                    CenterComponent {
                        if key > 0 {
                            ViewComponent(size: ComponentSize(width: .points(size.width), height: .points(size.height)))
                        } else {
                            LabelComponent(AttributedText(view))
                        }
                    }
                }
            }
            """)
        #expect(outcome.compiled, "\(outcome.diagnostics)")
    }

    @Test("ComponentSize(width: size.width, …) with a stored CGSize named size is an error, not the protocol's auto size")
    func shadowedSizeIsAnError() async throws {
        let outcome = try await Self.typecheck("""
            struct Thumbnail: CompositeComponent {
                let size: CGSize
                var body: some Component {
                    ViewComponent(size: ComponentSize(width: size.width, height: size.height))
                }
            }
            """)
        #expect(!outcome.compiled)
        #expect(outcome.diagnostics.contains("cannot convert value of type 'CGFloat'"), "\(outcome.diagnostics)")
    }

    @Test("Two children in CenterComponent's, InsetComponent's or RatioComponent's block are an error", arguments: [
        "CenterComponent {",
        "InsetComponent(insets: EdgeInsets(all: 8)) {",
        "try RatioComponent(ratio: 1) {",
    ])
    func secondChildIsAnError(opening: String) async throws {
        let outcome = try await Self.typecheck("""
            func make() throws -> any Component {
                \(opening)
                    LabelComponent("Title")
                    LabelComponent("Subtitle")
                }
            }
            """)
        #expect(!outcome.compiled)
        #expect(outcome.diagnostics.contains("extra argument"), "\(outcome.diagnostics)")
    }

    @Test("An if without else in a single-child block is an error (it could leave no child)")
    func optionalChildIsAnError() async throws {
        let outcome = try await Self.typecheck("""
            func make(loading: Bool) -> any Component {
                CenterComponent {
                    if loading { ActivityIndicatorComponent() }
                }
            }
            """)
        #expect(!outcome.compiled)
        // The compiler finds no builder form without buildOptional and says the closure fits no parameter.
        #expect(outcome.diagnostics.contains("Snippet.swift:4:"), "\(outcome.diagnostics)")
    }
}

@Suite("A component's own properties")
struct ComponentPropertyNamesTests {
    struct Thumbnail: CompositeComponent {
        let size: CGSize
        let view: String
        let key: String
        var body: some Component {
            ViewComponent(size: ComponentSize(width: .points(size.width), height: .points(size.height)))
        }
    }

    @Test("Properties named size, view and key are the component's own: its layout, view and scope stay the defaults")
    func ownPropertiesShadowNothing() {
        let thumbnail = Thumbnail(size: CGSize(width: 64, height: 48), view: "grid", key: "7")
        let layout = thumbnail.layout(constrainedTo: .unconstrained)
        #expect(layout.size == CGSize(width: 64, height: 48))
        #expect(thumbnail.componentSize == .auto)
        #expect(thumbnail.viewConfiguration.viewClass == nil)
    }
}

/// Issue 25: a Container Collection delegate written with the seed's
/// signatures compiled and was never called. The snippets import
/// ContainerCollection from the same built modules.
@Suite("Container Collection near misses fail to compile", .serialized)
struct ContainerNearMissTests {
    static let header = """
        import ContainerCollection
        import Foundation

        """

    @Test("A delegate with the three signatures compiles, using the element's helpers for the factory's answers")
    func correctDelegateCompiles() async throws {
        let outcome = try await CompileCheck.typecheck(Self.header + """
            final class Feed: ContainerCollectionControllerDelegate {
                func reuseIdentifier(data: Element) -> String { data.reuseIdentifier }
                func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController {
                    data.buildController() ?? ViewController()
                }
                func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
                    data.configure(controller)
                }
            }
            """)
        #expect(outcome.compiled, "\(outcome.diagnostics)")
    }

    @Test("A delegate written with the seed's `data: Any` signatures is a compile error, not a delegate never called")
    func seedSignaturesAreAnError() async throws {
        let outcome = try await CompileCheck.typecheck(Self.header + """
            final class Feed: ContainerCollectionControllerDelegate {
                func reuseIdentifier(data: Any) -> String { "row" }
                func createController(data: Any, forIndexPath indexPath: IndexPath) -> ViewController { ViewController() }
                func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {}
            }
            """)
        #expect(!outcome.compiled)
        #expect(outcome.diagnostics.contains("does not conform to protocol 'ContainerCollectionControllerDelegate'"),
                "\(outcome.diagnostics)")
    }

    @Test("Registering a factory that cannot decode server data is a compile error, not a fallback at run time")
    func plainFactoryCannotBeRegistered() async throws {
        let factory = """
            struct Plain: ComponentFactory {
                func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? { nil }
                func identifyComponent(using data: any ComponentData) -> String { "plain" }
                func validComponent(using data: any ComponentData) -> ComponentValidation { .valid }
            }
            """
        let plain = try await CompileCheck.typecheck(Self.header + factory + """

            func register(in mapper: GenericComponentMapper) { mapper.register(factory: Plain(), for: "plain") }
            """)
        #expect(!plain.compiled)
        #expect(plain.diagnostics.contains("does not conform to expected type 'DecodableComponentFactory'"), "\(plain.diagnostics)")
        let decodable = try await CompileCheck.typecheck(Self.header + factory + """

            struct PlainData: ComponentData, Decodable {}
            extension Plain: DecodableComponentFactory { typealias DecodedData = PlainData }
            func register(in mapper: GenericComponentMapper) { mapper.register(factory: Plain(), for: "plain") }
            """)
        #expect(decodable.compiled, "\(decodable.diagnostics)")
    }
}
