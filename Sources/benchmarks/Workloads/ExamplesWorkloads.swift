import ComponentKit
import ExamplesApp
import Foundation
import RasterBackend
import ViewTree

/// The server-side cost of one keystroke in the examples app's Photos search:
/// the edit, the filter, the diff, the data source's changeset, mounting,
/// and the transaction that carries it all (what a browser session does for
/// each edit message, without the network).
@MainActor
enum ExamplesWorkloads {
    static var all: [Workload] {
        var last = ViewTransaction(number: 0, mutations: [])
        var searchProblem: String?, tapProblem: String?
        return [
            Workload(
                name: "examples.search-keystroke", itemCount: 1, samples: 200, clock: .threadCPU,
                extraFigures: { [searchProblem ?? "mutations per keystroke \(last.mutations.count): \(summary(of: last))"] },
                prepareAsync: {
                    guard let (window, field) = await searchField() else {
                        searchProblem = "skipped: the sample photos or the search field are missing"
                        return { 0 }
                    }
                    var typed = false
                    return {
                        typed.toggle()
                        field.replaceText(with: typed ? "m" : "", selection: typed ? 1..<1 : 0..<0)
                        last = window.takeTransaction()
                        return last
                    }
                }),
            Workload(
                name: "examples.styles-tap", itemCount: 1, samples: 400, clock: .wall,
                extraFigures: { [tapProblem ?? "mutations per tap \(last.mutations.count): \(summary(of: last))"] },
                prepareAsync: {
                    guard let (window, point) = await stylesCounter() else {
                        tapProblem = "skipped: the Views and styles counter is missing"
                        return { 0 }
                    }
                    var time = 0.0
                    return {
                        let tap = await tapAndRender(at: point, in: window, time: &time, waiting: tapProblem == nil ? .seconds(2) : .zero)
                        last = tap.last
                        if !tap.rendered, tapProblem == nil { tapProblem = "the counter's tap caused no render within 2 s: taps without their render" }
                        return tap.order
                    }
                }),
            settingsToggle(name: "examples.settings-toggle", identifier: "settings.autoplay", rendersLater: true),
            settingsToggle(name: "examples.settings-dark-toggle", identifier: "settings.dark", rendersLater: false),
            Workload(
                name: "examples.focus-order", itemCount: 1, samples: 400, clock: .threadCPU,
                prepareAsync: {
                    guard let (window, _) = await stylesCounter() else { return { 0 } }
                    // The walk itself: the window would otherwise keep the last order.
                    return {
                        window.rootView.setNeedsFocusOrderUpdate()
                        return window.focusOrder
                    }
                }),
        ]
    }

    /// One tap on the Settings switch `identifier`, as a session handles it:
    /// the two pointer messages with their flushes, the Settings body's render
    /// and the flush that sends it. The autoplay switch changes the screen's
    /// state alone, rendered off the main actor after the tap
    /// (`rendersLater`); the dark mode switch changes the app's traits,
    /// which renders every hosting view again at once, inside the tap's own
    /// flush, and every view resolves its colours again.
    private static func settingsToggle(name: String, identifier: String, rendersLater: Bool) -> Workload {
        var last = ViewTransaction(number: 0, mutations: [])
        var problem: String?
        var walls: [UInt64] = []
        // The issue's measure is the server's CPU for a toggle and its render, on whatever threads:
        // process CPU time; the wall clock (with the hops between threads) is printed beside it.
        return Workload(
            name: name, itemCount: 1, samples: 300, clock: .processCPU,
            extraFigures: {
                [problem ?? "mutations per toggle \(last.mutations.count)\(rendersLater ? "" : " (rendered in the tap's flush)"): \(summary(of: last))",
                 "wall clock per toggle (median): \(BenchmarkRunner.format(Double(BenchmarkRunner.median(walls)) / 1_000_000, digits: 3)) ms"]
            },
            prepareAsync: {
                guard let library = try? PhotoLibrary.samples() else {
                    problem = "skipped: the sample photos are missing"
                    return { 0 }
                }
                // Opened and settled (its push animation over), as a visitor finds it.
                let window = await ScreenRenderer.window(for: .settings, size: CGSize(width: 390, height: 844), scale: 2, library: library)
                guard let toggle = window.rootView.subtree.first(where: { $0.accessibilityIdentifier == identifier }) as? Switch else {
                    problem = "skipped: the switch \(identifier) is missing"
                    return { 0 }
                }
                _ = window.takeTransaction()
                let point = toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil)
                var time = 0.0
                return {
                    // After one tap without a render, the rest do not wait for one: the figure is then the tap alone, and says so.
                    let waiting: Duration = rendersLater && problem == nil ? .seconds(2) : .zero
                    let start = DispatchTime.now().uptimeNanoseconds
                    let tap = await tapAndRender(at: point, in: window, time: &time, waiting: waiting)
                    walls.append(DispatchTime.now().uptimeNanoseconds - start)
                    last = tap.last
                    if rendersLater, !tap.rendered, problem == nil {
                        problem = "the toggle caused no render within 2 s (the switch is \(toggle.isOn ? "on" : "off")): taps without their render"
                    }
                    return tap.order
                }
            })
    }

    /// What a session does for a tap at `point`: each of its two messages
    /// and then a flush (the transaction and the focus order the page is
    /// sent), then the render the tap's action causes (laid out off the
    /// main actor) and the flush that sends it. `rendered` is false when no
    /// render came within `waiting`.
    private static func tapAndRender(at point: CGPoint, in window: Window, time: inout Double, waiting: Duration) async
        -> (order: [View], last: ViewTransaction, rendered: Bool) {
        var order: [View] = []
        var last = ViewTransaction(number: 0, mutations: [])
        for phase in [PointerEvent.Phase.down, .up] {
            time += 0.05
            window.send(PointerEvent(phase, at: point, time: time))
            last = window.takeTransaction()
            order = window.focusOrder
        }
        let deadline = ContinuousClock.now + waiting
        while !window.hasPendingMutations {
            guard ContinuousClock.now < deadline else { return (order, last, false) }
            // A short sleep, not Task.yield(): a loop of yields on the main
            // actor never let the render's layout, off it, come back (a
            // release run waited 2 s per sample). The polling adds at most
            // tens of microseconds to the wall-clock figure.
            try? await Task.sleep(for: .microseconds(20))
        }
        last = window.takeTransaction()
        return (window.focusOrder, last, true)
    }

    /// The Views and styles screen with nothing left to send, and its counter's middle.
    private static func stylesCounter() async -> (Window, CGPoint)? {
        guard let (window, counter) = try? await CapacityTapPoints.stylesScreen() else { return nil }
        _ = window.takeTransaction()
        return (window, counter)
    }

    /// The examples app on its Photos screen, photos loaded, with the search field focused.
    private static func searchField() async -> (Window, TextInputView)? {
        guard let (window, app) = try? mountedApp() else { return nil }
        let photos = app.showPhotos()
        await photos.loading?.value
        guard let field = photos.view.subtree.first(where: { $0.accessibilityIdentifier == "photos.search" }) as? TextInputView
        else { return nil }
        field.becomeFirstResponder()
        _ = window.takeTransaction()
        return (window, field)
    }

    /// The examples app on the sample photos, filling a 390 × 844 window
    /// as a phone-sized page shows it.
    static func mountedApp() throws -> (Window, ExamplesApp) {
        guard let library = try? PhotoLibrary.samples(), let base = URL(string: "http://localhost/") else { throw WebPages.Missing() }
        let window = Window(size: CGSize(width: 390, height: 844))
        let environment = ExamplesEnvironment(
            photos: LibraryPhotoSource(library: library),
            downloader: CachingImageDownloader(upstream: LibraryImageDownloader(library: library)), baseURL: base,
            layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2))
        let app = ExamplesApp(environment: environment)
        app.tabBar.frame = CGRect(origin: .zero, size: window.size)
        try window.rootView.addSubview(app.tabBar)
        return (window, app)
    }

    /// How many mutations of each kind a transaction holds, by name.
    private static func summary(of transaction: ViewTransaction) -> String {
        var kinds: [String: Int] = [:]
        for mutation in transaction.mutations {
            let name = switch mutation {
            case let .set(_, property): "set." + property.key
            case let .animate(_, animation): "animate." + animation.to.key
            default: String("\(mutation)".prefix { $0 != "(" })
            }
            kinds[name, default: 0] += 1
        }
        return kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
