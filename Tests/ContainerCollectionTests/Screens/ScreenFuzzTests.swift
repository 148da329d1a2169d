import Foundation
import TestSupport
import Testing
@testable import ContainerCollection
@testable import ContainerCollectionExamples

/// Feeds thousands of seeded mutations of valid screens to the decoder:
/// each must be refused with a ``ScreenDecodingError`` or decode with every
/// problem at a path that exists and fallbacks exactly where problems are.
/// Every fifth decoded screen is also validated (each element built,
/// configured and measured) and shown in a container, scrolled through
/// with pictures and images loaded near the screen: mutations that reach
/// factories, controllers and image loaders must not trap either.
@Suite("Screen fuzzing: mutated JSON never crashes the decoder or the container")
struct ScreenFuzzTests {
    static let seeds: [String] = {
        let grid = (try? String(contentsOf: TestEnvironment.fixtures.appendingPathComponent("Screens/grid-mixed.json"), encoding: .utf8)) ?? ""
        let actions = (try? String(contentsOf: TestEnvironment.fixtures.appendingPathComponent("Screens/actions.json"), encoding: .utf8)) ?? ""
        let forms = (try? String(contentsOf: TestEnvironment.fixtures.appendingPathComponent("Screens/forms.json"), encoding: .utf8)) ?? ""
        return [ExampleScreen.json, grid, actions, forms]
    }()

    // Decoding and checking run off the main actor; only showing a screen
    // hops to it, so the main actor stays free between screens for the
    // suites running beside this one (a whole round on it held it for
    // seconds at a time).
    @Test("3,000 mutated screens: refused or decoded with problems at real paths and fallbacks in place", arguments: [1, 2, 3])
    func mutatedScreens(round: Int) async throws {
        // The examples' components and the form fields; forms.json's URLs are on an allowed host.
        let mapper = TestEnvironment.examples.mapper()
        FormFieldFactory.register(in: mapper, layoutContext: TestEnvironment.layoutContext)
        let decoder = TestEnvironment.decoder(mapper: mapper, actionPolicy: ScreenActionPolicy(
            allowedHosts: ["example.com"], submitEndpoints: [URL(string: "https://example.com/join")!]))
        var mutator = ScreenMutator(generator: SeededGenerator(seed: UInt64(round) &* 0x5EED))
        var refused = 0, decodedWithProblems = 0
        for (caseIndex, seedIndex) in (0..<1_000).map({ ($0, $0 % Self.seeds.count) }) {
            let original = Array(Self.seeds[seedIndex].utf8)
            let parsed = try JSONParser().parse(original)
            let mutated = mutator.mutate(original, parsed: parsed)
            let screen: Screen
            do {
                screen = try decoder.decode(Data(mutated))
            } catch {
                refused += 1
                continue
            }
            if !screen.problems.isEmpty { decodedWithProblems += 1 }
            let root = try JSONParser(maximumDepth: decoder.limits.maximumDepth).parse(mutated)
            let violations = ScreenInvariants.violations(of: screen, parsed: root) + Self.sizeViolations(of: screen, decoder: decoder)
            #expect(violations.isEmpty, "round \(round), case \(caseIndex): \(violations.prefix(3).joined(separator: "; "))")
            if caseIndex % 5 == 0 {
                _ = try await decoder.validate(Data(mutated))
                try await show(screen)
            }
        }
        // The mutations really break screens both ways.
        #expect(refused > 50 && decodedWithProblems > 200, "refused \(refused), with problems \(decodedWithProblems)")
    }

    /// What a decoded screen holds beyond the decoder's limits and policy
    /// (memory a document could make a client keep): sections, elements,
    /// variables, bindings, part actions, and the actions of each trigger.
    static func sizeViolations(of screen: Screen, decoder: ScreenDecoder) -> [String] {
        let limits = decoder.limits, policy = decoder.actionPolicy
        var found: [String] = []
        if screen.sections.count > limits.maximumSections { found.append("\(screen.sections.count) sections") }
        let elements = screen.sections.flatMap { [$0.header].compactMap { $0 } + $0.elements + [$0.footer].compactMap { $0 } }
        if elements.count > limits.maximumElements + 2 * limits.maximumSections { found.append("\(elements.count) elements") }
        if screen.variables.count > policy.maximumVariables { found.append("\(screen.variables.count) variables") }
        func count(_ action: ScreenAction?) -> Int {
            switch action {
            case nil: 0
            case let .sequence(actions)?: actions.map(count).reduce(0, +)
            case let .conditional(_, _, then, otherwise)?: 1 + count(then) + count(otherwise)
            default: 1
            }
        }
        for element in elements {
            if element.bindings.data.count > ScreenReader.maximumDataBindings { found.append("\(element.bindings.data.count) bindings") }
            if element.partActions.count > ScreenReader.maximumParts { found.append("\(element.partActions.count) parts") }
            for actions in [element.actions] + Array(element.partActions.values) {
                for trigger in [actions.tap, actions.longPress, actions.appear] where count(trigger) > policy.maximumActions {
                    found.append("a trigger of \(count(trigger)) actions")
                }
            }
        }
        return found
    }

    /// Shows a screen in a container, runs every element's tap and
    /// long-press actions (variables change, bound elements are made again,
    /// forms are checked, pages are asked for), and scrolls through it.
    @MainActor
    private func show(_ screen: Screen) throws {
        let window = Window(size: CGSize(width: 320, height: 480))
        let container = ContainerCollectionController(layout: screen.layout, fallback: TestEnvironment.fallback)
        let handler = RecordingActionHandler()
        container.actionHandler = handler
        try container.present(in: window)
        try container.show(screen)
        container.layoutIfNeeded()
        for element in screen.sections.flatMap(\.elements) {
            for action in [element.actions.tap, element.actions.longPress].compactMap({ $0 }) { container.run(action, for: element) }
        }
        container.layoutIfNeeded()
        for variable in screen.variables {
            let bytes = container.value(ofVariable: variable.name)?.stringValue?.utf8.count ?? 0
            #expect(bytes <= ContainerCollectionController.maximumVariableLength, "variable \(variable.name) holds \(bytes) bytes")
        }
        var offset: CGFloat = 0
        while offset < container.listView.contentSize.height {
            offset += 400
            container.listView.scroll(to: CGPoint(x: 0, y: offset))
            container.layoutIfNeeded()
        }
    }
}
