import Foundation
import Testing
@testable import ContainerCollection

@MainActor
@Suite("View controllers: loading, appearance, children, memory warnings, sizing")
struct ViewControllerTests {
    final class Recorder: ViewController {
        var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init()
        }
        override func viewDidLoad() { log.append("\(name) load") }
        override func viewWillAppear() { log.append("\(name) willAppear") }
        override func viewDidAppear() { log.append("\(name) didAppear") }
        override func viewWillDisappear() { log.append("\(name) willDisappear") }
        override func viewDidDisappear() { log.append("\(name) didDisappear") }
        override func didReceiveMemoryWarning() {
            log.append("\(name) memoryWarning")
            super.didReceiveMemoryWarning()
        }
    }

    @Test("The view loads once, on first access")
    func loadsLazily() {
        let controller = Recorder("a")
        #expect(!controller.isViewLoaded)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(controller.log == ["a load"])
    }

    @Test("Appearance callbacks come in balanced pairs; repeated or out-of-order calls do nothing")
    func appearanceStateMachine() {
        let controller = Recorder("a")
        controller.endAppearanceTransition()                      // nothing under way
        controller.beginAppearanceTransition(isAppearing: false)  // already off screen
        controller.beginAppearanceTransition(isAppearing: true)
        #expect(controller.appearanceState == .appearing)
        controller.beginAppearanceTransition(isAppearing: true)   // already appearing
        controller.endAppearanceTransition()
        #expect(controller.appearanceState == .appeared)
        controller.setAppearing(true)                              // already on screen
        controller.beginAppearanceTransition(isAppearing: false)
        controller.beginAppearanceTransition(isAppearing: true)   // turned back
        controller.endAppearanceTransition()
        controller.setAppearing(false)
        #expect(controller.appearanceState == .disappeared)
        #expect(controller.log == [
            "a load", "a willAppear", "a didAppear", "a willDisappear", "a willAppear", "a didAppear",
            "a willDisappear", "a didDisappear",
        ])
    }

    @Test("Children hear appearance and memory warnings after their parent")
    func childrenForwarding() throws {
        let parent = Recorder("p"), child = Recorder("c")
        try parent.addChild(child)
        parent.setAppearing(true)
        parent.didReceiveMemoryWarning()
        #expect(parent.log == ["p load", "p willAppear", "p didAppear", "p memoryWarning"])
        #expect(child.log == ["c load", "c willAppear", "c didAppear", "c memoryWarning"])
        #expect(child.appearanceState == .appeared)
    }

    @Test("Adding a controller to itself or its descendant is refused and changes nothing")
    func cycles() throws {
        let a = ViewController(), b = ViewController(), c = ViewController()
        try a.addChild(b)
        try b.addChild(c)
        #expect(throws: ViewControllerError.cycle(child: "ViewController", parent: "ViewController")) { try c.addChild(a) }
        #expect(throws: ViewControllerError.self) { try a.addChild(a) }
        #expect(a.children.count == 1 && b.children.count == 1 && c.children.isEmpty)
        #expect(c.parent === b && a.parent == nil)
        // Moving a child takes it from its old parent.
        try a.addChild(c)
        #expect(b.children.isEmpty && c.parent === a && a.children.count == 2)
        c.removeFromParent()
        #expect(c.parent == nil && a.children.count == 1)
    }

    @Test("Size invalidation travels up through parents that do not handle it")
    func sizeInvalidationBubbles() throws {
        final class Catcher: ViewController {
            var heard: [ViewController] = []
            override func childDidInvalidateSize(_ child: ViewController) { heard.append(child) }
        }
        let top = Catcher(), middle = ViewController(), leaf = ViewController()
        try top.addChild(middle)
        try middle.addChild(leaf)
        leaf.preferredContentSize = CGSize(width: 0, height: 44)
        #expect(top.heard.count == 1 && top.heard.first === middle)
        leaf.preferredContentSize = CGSize(width: 0, height: 44)   // unchanged: no invalidation
        #expect(top.heard.count == 1)
        #expect(leaf.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 300, height: 44))
    }

    @Test("Default views report their layout to the controller")
    func viewDidLayoutSubviews() {
        final class Layouter: ViewController {
            var sizes: [CGSize] = []
            override func viewDidLayoutSubviews() { sizes.append(view.bounds.size) }
        }
        let controller = Layouter()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        controller.view.frame = CGRect(x: 10, y: 0, width: 100, height: 40)   // moved, not resized
        controller.view.frame.size.height = 60
        #expect(controller.sizes == [CGSize(width: 100, height: 40), CGSize(width: 100, height: 60)])
    }

    @Test("Shown in a window, a controller fills it and appears")
    func showInWindow() throws {
        let window = Window(size: CGSize(width: 200, height: 300))
        let controller = Recorder("root")
        try controller.present(in: window)
        #expect(controller.view.superview === window.rootView)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(controller.appearanceState == .appeared)
    }
}
