import Foundation
import ViewTree

/// A screen fetched from a server and kept acting: it loads the document
/// at ``url`` into its ``container`` (a loading row first, an error with
/// Retry if it fails), and carries out the actions that need the server:
/// `refresh` fetches the screen again and diffs it in, `load-more` and the
/// end of a paged section fetch the next page, `submit` sends the form and
/// shows the screen the server answers with. What leaves the screen goes to
/// the ``navigator``.
///
/// ```swift
/// let remote = RemoteScreen(url: URL(string: "https://screens.example.com/home")!,
///                           loader: ScreenLoader(transport: HTTPClientScreenTransport(), policy: policy),
///                           decoder: ScreenDecoder(mapper: mapper, fallback: fallback, actionPolicy: policy),
///                           fallback: fallback)
/// remote.navigator = router
/// window.rootView.addSubview(remote.container.view)
/// await remote.load()
/// ```
@MainActor
public final class RemoteScreen: ScreenActionHandler {
    /// Where the screen comes from.
    public let url: URL
    /// Fetches documents and sends forms.
    public let loader: ScreenLoader
    /// Reads what the loader fetches.
    public let decoder: ScreenDecoder
    /// Shows the screen.
    public let container: ContainerCollectionController
    /// Gets navigation, links, analytics and refusals. Not retained.
    public weak var navigator: (any ScreenNavigator)?
    /// Called after each screen is shown (a title to put in a navigation bar).
    public var onScreenChange: (@MainActor (Screen) -> Void)?
    /// The screen shown last (the first load, a refresh, or a form's answer).
    public private(set) var screen: Screen?
    /// The last error, until something loads.
    public private(set) var lastError: ScreenLoadError?
    /// Work started by actions and not finished, awaited by ``settle()``.
    private var running: [UUID: Task<Void, Never>] = [:]

    /// A screen for `url`, not loaded yet.
    public init(url: URL, loader: ScreenLoader, decoder: ScreenDecoder, fallback: FallbackFactory, pointScale: CGFloat = 2) {
        self.url = url
        self.loader = loader
        self.decoder = decoder
        container = ContainerCollectionController(fallback: fallback, pointScale: pointScale)
        container.actionHandler = self
        // Pull down (or Tab to "Refresh" and press it) to fetch the screen again.
        container.listView.refreshControl = RefreshControl { [weak self] control in
            guard let self else { return }
            self.start { screen in
                await screen.load()
                control.endRefreshing()
            }
        }
    }

    /// Fetches the screen and shows it; shown already, the fresh copy is
    /// diffed in. While the first load runs the container shows a loading
    /// row; a failure shows its reason with Retry (over what was shown, if anything).
    public func load() async {
        if screen == nil { container.screenStatus = .loading("Loading…") }
        do {
            let fresh = try await fetchScreen { loader throws(ScreenLoadError) in try await loader.document(at: self.url) }
            if screen == nil { try container.show(fresh) } else { try container.refresh(with: fresh) }
            show(fresh)
        } catch {
            fail(error, retry: .refresh)
        }
    }

    /// Fetches the next page of section `id` and adds it below; a failure shows in the section's last row.
    public func loadNextPage(ofSection id: String) async {
        guard let next = container.nextPage(ofSection: id) else { return }
        do {
            let page = try await fetchScreen { loader throws(ScreenLoadError) in try await loader.document(at: next) }
            try container.appendPage(page, toSection: id)
        } catch let error as ScreenLoadError {
            container.pageDidFail(section: id, reason: error.message)
        } catch {
            // appendPage has already shown its own failure.
            if !(error is ContainerUpdateError) { container.pageDidFail(section: id, reason: "\(error)") }
        }
    }

    /// Sends `values` to `endpoint` and shows the screen the server answers with.
    public func submit(_ values: [String: JSONValue], to endpoint: URL) async {
        container.screenStatus = .loading("Sending…")
        do {
            let answer = try await fetchScreen { loader throws(ScreenLoadError) in try await loader.submit(values, to: endpoint) }
            try container.show(answer)
            show(answer)
        } catch {
            fail(error, retry: .submit(endpoint: endpoint, fields: values.keys.sorted()))
        }
    }

    /// Waits for the work actions started (fetches, pages, forms).
    public func settle() async {
        while let task = running.values.first { await task.value }
    }

    // MARK: - ScreenActionHandler

    public func navigate(to destination: ScreenDestination, presentation: ScreenPresentation, from container: ContainerCollectionController) {
        navigator?.navigate(to: destination, presentation: presentation, from: self)
    }

    public func open(_ url: URL, from container: ContainerCollectionController) {
        navigator?.open(url, from: self)
    }

    public func submit(_ values: [String: JSONValue], to endpoint: URL, from container: ContainerCollectionController) {
        start { await $0.submit(values, to: endpoint) }
    }

    public func refresh(_ container: ContainerCollectionController) {
        start { await $0.load() }
    }

    public func loadMore(section: String?, in container: ContainerCollectionController) {
        guard let section else { return }
        start { await $0.loadNextPage(ofSection: section) }
    }

    public func log(event: String, parameters: [String: String], from container: ContainerCollectionController) {
        navigator?.log(event: event, parameters: parameters, from: self)
    }

    public func refused(_ action: ScreenAction, because reason: String, element: String?, in container: ContainerCollectionController) {
        navigator?.refused(action, because: reason, element: element, in: self)
    }

    // MARK: - Steps

    private func start(_ work: @escaping @MainActor (RemoteScreen) async -> Void) {
        let id = UUID()
        running[id] = Task { [weak self] in
            guard let self else { return }
            await work(self)
            // Finished work is let go, so a long session holds none.
            self.running[id] = nil
        }
    }

    /// Fetches with `fetch` and decodes the answer; an answer that is no
    /// usable screen is an error, never a crash.
    private func fetchScreen(_ fetch: (ScreenLoader) async throws(ScreenLoadError) -> [UInt8]) async throws -> Screen {
        let bytes = try await fetch(loader)
        return try decoder.decode(Data(bytes))
    }

    private func show(_ shown: Screen) {
        screen = shown
        lastError = nil
        container.screenStatus = nil
        onScreenChange?(shown)
    }

    private func fail(_ error: any Error, retry: ScreenAction) {
        let message = switch error {
        case let error as ScreenLoadError: error.message
        case is ScreenDecodingError: "The server sent a screen this app cannot read."
        default: "The screen could not be shown."
        }
        lastError = error as? ScreenLoadError
        container.screenStatus = .failed(message, retry: retry)
    }
}
