import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Navigation view: push and pop slide, and the back gesture")
struct NavigationTransitionTests {
    let window = Window(size: CGSize(width: 390, height: 844))
    let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let home = TestScreen("Home", path: "/")
    let photos = TestScreen("Photos", path: "/photos")

    init(traits: TraitCollection = TraitCollection()) throws {
        window.traitCollection = traits
        try window.rootView.addSubview(navigation)
        navigation.push(home)
        _ = window.takeTransaction()
    }

    var resting: CGRect { CGRect(x: 0, y: NavigationView.barHeight, width: 390, height: 844 - NavigationView.barHeight) }

    /// The animations the window recorded since the last look, by view.
    func animations() -> [(id: ViewID, animation: ViewAnimation)] {
        window.takeTransaction().mutations.compactMap { mutation in
            guard case let .animate(id, animation) = mutation else { return nil }
            return (id, animation)
        }
    }

    func frameAnimation(of view: View, in recorded: [(id: ViewID, animation: ViewAnimation)]) -> ViewAnimation? {
        recorded.first { $0.id == view.id && $0.animation.key == "frame" }?.animation
    }

    @Test("A push slides the new screen in from the right and the old one out to the left, which ends hidden")
    func pushSlides() throws {
        navigation.push(photos)
        let recorded = animations()
        let incoming = try #require(frameAnimation(of: photos.view, in: recorded))
        #expect(incoming.from == .frame(resting.offsetBy(dx: 390, dy: 0)) && incoming.to == .frame(resting))
        #expect(incoming.timing.duration == NavigationView.transitionDuration && !incoming.hidesWhenFinished)
        let outgoing = try #require(frameAnimation(of: home.view, in: recorded))
        #expect(outgoing.from == .frame(resting) && outgoing.to == .frame(resting.offsetBy(dx: -390, dy: 0)))
        #expect(outgoing.hidesWhenFinished && home.view.isHidden)
        #expect(home.view.frame == resting, "the animation plays from its record; the hidden view rests in place")
    }

    @Test("A pop slides the other way; the popped screen stays hidden until the next change")
    func popSlides() throws {
        navigation.push(photos)
        _ = window.takeTransaction()
        navigation.pop()
        let recorded = animations()
        let incoming = try #require(frameAnimation(of: home.view, in: recorded))
        #expect(incoming.from == .frame(resting.offsetBy(dx: -390, dy: 0)) && incoming.to == .frame(resting))
        let outgoing = try #require(frameAnimation(of: photos.view, in: recorded))
        #expect(outgoing.to == .frame(resting.offsetBy(dx: 390, dy: 0)) && outgoing.hidesWhenFinished)
        #expect(photos.view.superview === navigation && photos.view.isHidden && !home.view.isHidden)
        navigation.push(TestScreen("Albums", path: "/albums"))
        #expect(photos.view.superview == nil)
    }

    @Test("Once its slide is over, a popped screen's view leaves the tree by itself; a hidden screen below rests in place")
    func departedViewLeaves() async throws {
        navigation.push(photos)
        #expect(home.view.frame == resting && home.view.isHidden, "hidden where a screen placed without animation would be")
        navigation.pop()
        #expect(photos.view.superview === navigation)
        for _ in 0..<100 where photos.view.superview != nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(photos.view.superview == nil)
    }

    @Test("Not animated: no animation, and a popped screen goes at once")
    func unanimated() {
        navigation.push(photos, animated: false)
        #expect(animations().isEmpty)
        navigation.pop(animated: false)
        #expect(animations().isEmpty && photos.view.superview == nil && !home.view.isHidden)
    }

    @Test("Right to left, a push comes in from the left")
    func rightToLeft() throws {
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        _ = window.takeTransaction()
        navigation.push(photos)
        let recorded = animations()
        #expect(try #require(frameAnimation(of: photos.view, in: recorded)).from == .frame(resting.offsetBy(dx: -390, dy: 0)))
        #expect(try #require(frameAnimation(of: home.view, in: recorded)).to == .frame(resting.offsetBy(dx: 390, dy: 0)))
    }

    @Test("With reduced motion the screens cross-fade and nothing moves")
    func reducedMotion() throws {
        let fixture = try NavigationTransitionTests(traits: TraitCollection(reducesMotion: true))
        fixture.navigation.push(fixture.photos)
        var recorded = fixture.animations()
        #expect(recorded.allSatisfy { $0.animation.key == "alpha" })
        #expect(recorded.contains { $0.id == fixture.photos.view.id && $0.animation.from == .alpha(0) && $0.animation.to == .alpha(1) })
        #expect(recorded.contains { $0.id == fixture.home.view.id && $0.animation.to == .alpha(0) && $0.animation.hidesWhenFinished })
        fixture.navigation.pop()
        recorded = fixture.animations()
        // The screen that faded out comes back opaque.
        #expect(fixture.home.view.alpha == 1 && recorded.contains { $0.id == fixture.home.view.id && $0.animation.to == .alpha(1) })
    }

    @Test("The browser's Back (a location on the stack) slides back; the first location a page opens shows at once")
    func locations() throws {
        let router = NavigationRouter { location in
            let root = NavigationRouter.Step(path: "/") { TestScreen("Root", path: "/") }
            return location.path == "/photos" ? [root, .init(path: "/photos") { TestScreen("Photos", path: "/photos") }] : [root]
        }
        navigation.router = router
        let fresh = NavigationView(frame: navigation.frame)
        fresh.router = router
        try window.rootView.addSubview(fresh)
        fresh.push(TestScreen("Root", path: "/"))
        _ = window.takeTransaction()
        fresh.open(Location("/photos"), animated: false)
        #expect(animations().isEmpty, "a page opened at /photos shows it without sliding")
        fresh.removeFromSuperview()

        navigation.push(photos)
        _ = window.takeTransaction()
        navigation.open(Location("/"))
        let back = animations()
        #expect(frameAnimation(of: home.view, in: back)?.from == .frame(resting.offsetBy(dx: -390, dy: 0)))
        navigation.open(Location("/photos"))
        let forward = try #require(navigation.topScreen?.view)
        #expect(frameAnimation(of: forward, in: animations())?.from == .frame(resting.offsetBy(dx: 390, dy: 0)))
    }

    /// A drag from `start` by `distance` points across, in `duration` seconds.
    func drag(from start: CGPoint, by distance: CGFloat, duration: TimeInterval, release: Bool = true) {
        window.send(PointerEvent(.down, at: start, time: 10))
        for step in 1...6 {
            let t = CGFloat(step) / 6
            window.send(PointerEvent(.move, at: CGPoint(x: start.x + distance * t, y: start.y), time: 10 + duration * Double(t)))
        }
        if release { window.send(PointerEvent(.up, at: CGPoint(x: start.x + distance, y: start.y), time: 10 + duration + 0.01)) }
    }

    @Test("Dragging from the left edge pulls the screen away and shows the one below following it")
    func backGestureFollows() {
        navigation.push(photos)
        drag(from: CGPoint(x: 5, y: 400), by: 120, duration: 1, release: false)
        #expect(photos.view.frame.minX == 120 && !home.view.isHidden && home.view.frame.minX == 120 - 390)
        #expect(navigation.topScreen === photos)
    }

    @Test("Let go past half way, the back drag pops, sliding on from where it was left")
    func backGesturePops() throws {
        navigation.push(photos)
        _ = window.takeTransaction()
        drag(from: CGPoint(x: 5, y: 400), by: 250, duration: 1)
        #expect(navigation.topScreen === home && photos.view.isHidden && !home.view.isHidden)
        let recorded = animations()
        #expect(try #require(frameAnimation(of: home.view, in: recorded)).from == .frame(resting.offsetBy(dx: 250 - 390, dy: 0)))
        #expect(try #require(frameAnimation(of: photos.view, in: recorded)).from == .frame(resting.offsetBy(dx: 250, dy: 0)))
    }

    @Test("A short fast flick pops; a short slow drag slides back and pops nothing")
    func backGestureSpeed() {
        navigation.push(photos)
        drag(from: CGPoint(x: 5, y: 400), by: 80, duration: 0.05)
        #expect(navigation.topScreen === home)
        navigation.push(photos)
        drag(from: CGPoint(x: 5, y: 400), by: 80, duration: 2)
        #expect(navigation.topScreen === photos && photos.view.frame == resting && home.view.isHidden)
    }

    @Test("A drag that starts away from the edge, or on the root screen, is not a back drag")
    func backGestureOnlyAtTheEdge() {
        navigation.push(photos)
        drag(from: CGPoint(x: 60, y: 400), by: 300, duration: 1)
        #expect(navigation.topScreen === photos && photos.view.frame == resting)
        navigation.pop(animated: false)
        drag(from: CGPoint(x: 5, y: 400), by: 300, duration: 1)
        #expect(navigation.topScreen === home && home.view.frame == resting)
    }

    @Test("Right to left, the back drag starts at the right edge and moves left")
    func backGestureRightToLeft() {
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        navigation.push(photos)
        drag(from: CGPoint(x: 5, y: 400), by: 250, duration: 1)
        #expect(navigation.topScreen === photos)
        drag(from: CGPoint(x: 385, y: 400), by: -250, duration: 1)
        #expect(navigation.topScreen === home)
    }
}
