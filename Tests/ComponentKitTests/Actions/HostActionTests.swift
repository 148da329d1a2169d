import Foundation
import Testing
import ViewTree
@testable import ComponentKit

/// Actions sent to the host (`Action.sendToHost`): from the view that sends
/// them up to the nearest hosting view's context handler, with no scope.
@MainActor
@Suite("Actions sent to the host")
struct HostActionTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)

    /// Two tappable rows and a button, each sending `select` to the host with its own value.
    static let provider = ComponentProvider<Int, Void> { _, _ in
        StackComponent(axis: .vertical) {
            for id in ["row1", "row2"] {
                ViewComponent(view: ViewConfiguration(View.self, [.onTap(Action<Void>.sendToHost(.select, value: id))]),
                              size: ComponentSize(width: 100, height: 20))
            }
            ButtonComponent(title: "Go", action: ControlAction(Action<Void>.sendToHost(.select, value: "button")))
        }
    }

    func hosted(in window: Window) throws -> HostingView<Int, Void> {
        let host = HostingView(provider: Self.provider, sizeRangeProvider: .fitContent, context: (), layoutContext: context,
                               analyticsListeners: [], frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        return host
    }

    /// A window showing the rows and button in a host whose context handler records what it hears.
    func handled() throws -> (Window, HostingView<Int, Void>, ContextHandler) {
        let window = Window(size: CGSize(width: 200, height: 200))
        let host = try hosted(in: window)
        let handler = ContextHandler()
        host.scopeRoot.contextResponder = handler
        return (window, host, handler)
    }

    func tap(_ window: Window, at point: CGPoint) {
        window.send(PointerEvent(.down, at: point, time: 0))
        window.send(PointerEvent(.up, at: point, time: 0.1))
    }

    @Test("A tap sends the card's value to the host's context handler")
    func tapReachesTheHost() throws {
        let (window, host, handler) = try handled()
        tap(window, at: CGPoint(x: 10, y: 30))
        #expect(handler.received == ["context:row2"])
        host.update(model: 1)
        #expect(host.lastMountStatistics.mutationCount == 0, "the action compares equal across renders")
    }

    @Test("A button's control action goes to the host too")
    func buttonReachesTheHost() throws {
        let (window, host, handler) = try handled()
        let button = try #require(host.subviews.compactMap { $0 as? Button }.first)
        tap(window, at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(handler.received == ["context:button"])
    }

    @Test("With no view, outside any host, or with no context handler, nothing handles it")
    func unhandled() throws {
        let action = Action<Void>.sendToHost(.select, value: "nowhere")
        #expect(!action.send(()))
        #expect(!action.send((), from: View()))
        let window = Window(size: CGSize(width: 200, height: 200))
        let host = try hosted(in: window)
        let row = try #require(host.subviews.first)
        #expect(!action.send((), from: row), "the host has no context handler")
        let handler = ContextHandler()
        host.scopeRoot.contextResponder = handler
        #expect(action.send((), from: row))
        #expect(handler.received == ["context:nowhere"])
    }

    @Test("An action that names only the action carries the sent value")
    func sentValue() throws {
        let (_, host, handler) = try handled()
        let row = try #require(host.subviews.first)
        #expect(Action<String>.sendToHost(.select).send("typed", from: row))
        #expect(handler.received == ["context:typed"])
    }
}
