import ContainerCollection
import Foundation
import ViewTree
import ContainerCollectionExamples

/// Seed 004's server-driven screen: a JSON document decoded into elements
/// (controllers and components from the example factories) and shown in a
/// container. Elements the decoder could not make show as fallback boxes
/// naming the problem and its JSON path.
@MainActor
public final class ServerDrivenScreen: NavigationScreen {
    public var navigationItem: NavigationItem { NavigationItem(title: title, path: "/server-driven") }
    /// The document's title.
    public let title: String
    public var view: View { container }
    /// The container showing the decoded elements.
    public let controller: ContainerCollectionController
    /// What the decoder replaced by fallbacks, with JSON paths.
    public let problems: [ScreenProblem]
    private let container = FillingView()

    /// The screen described by `json`.
    ///
    /// - Throws: ``ContainerCollection/ScreenValidationError`` (the reasons
    ///   start-up validation gives) when the document as a whole cannot be
    ///   used (not JSON, a newer version, duplicate identifiers).
    public init(json: Data, environment: ExamplesEnvironment) throws(ScreenValidationError) {
        // Fallbacks stay visible, even in release builds: showing them is the point of the demo.
        let factories = ExampleFactories(layoutContext: environment.layoutContext, downloader: PatternImageDownloader(),
                                         fallbackStyle: .visible)
        let screen: Screen
        do {
            screen = try ScreenDecoder(mapper: factories.mapper(), fallback: factories.fallback).decode(json)
        } catch {
            throw .decoding(error)
        }
        title = screen.title ?? "Server-driven"
        problems = screen.problems
        controller = ContainerCollectionController(layout: screen.layout, fallback: factories.fallback,
                                                   pointScale: environment.layoutContext.pointScale)
        container.fill(with: controller.view)
        container.onWidthChange = { [weak self] _ in self?.controller.layoutIfNeeded() }
        do {
            try controller.show(screen)
        } catch {
            throw .showing(error)
        }
        controller.setAppearing(true)
    }

    /// The screen shipped in the app's resources.
    public nonisolated static func bundledJSON() throws -> Data {
        guard let url = Bundle.module.url(forResource: "server-driven", withExtension: "json", subdirectory: "Resources") else {
            throw PhotoLibraryError.missingSamples
        }
        return try Data(contentsOf: url)
    }
}
