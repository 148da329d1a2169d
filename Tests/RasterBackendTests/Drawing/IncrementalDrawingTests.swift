import Foundation
import Testing
import ViewTree
@testable import RasterBackend

/// A renderer kept as a window's backend draws only what each transaction
/// damaged; every frame must equal the window drawn from scratch.
@MainActor
@Suite("Incremental drawing")
struct IncrementalDrawingTests {
    /// Cards of labels, images and buttons, some translucent, some clipped,
    /// one scrolled container: what the mutations below work on.
    private func makeWindow() throws -> Window {
        let window = Window(size: CGSize(width: 160, height: 120))
        window.rootView.backgroundColor = Color(white: 0.95)
        let swatch = Image.filled(with: Color(red: 0.3, green: 0.5, blue: 0.8), size: CGSize(width: 8, height: 8), scale: 2)
        for row in 0..<5 {
            let card = View(frame: CGRect(x: 4, y: 4 + CGFloat(row) * 23, width: 152, height: 20))
            card.backgroundColor = .white
            card.cornerRadius = 5
            card.borderWidth = 1
            card.borderColor = Color(white: 0.7)
            card.clipsToBounds = row % 2 == 0
            let image = ImageView(image: swatch, frame: CGRect(x: 2, y: 2, width: 16, height: 16))
            let label = Label(frame: CGRect(x: 22, y: 2, width: 80, height: 16))
            label.text = AttributedText("Row \(row)")
            label.font = .system(size: 11)
            let button = Button(frame: CGRect(x: 106, y: 2, width: 40, height: 16))
            button.setTitle("Go", for: .normal)
            button.backgroundColor = Color(white: 0.9)
            for part in [image, label, button] as [View] {
                if row % 3 == 0 { part.alpha = 0.8 }
                try card.addSubview(part)
            }
            try window.rootView.addSubview(card)
        }
        return window
    }

    private func fresh(_ window: Window) throws -> Image {
        try RasterRenderer(scale: 2).render(window)
    }

    /// Applies one of a dozen kinds of change to a view picked by `random`.
    @discardableResult
    private func mutate(_ window: Window, step: Int, random: inout SeededRandom) throws -> String {
        let cards = window.rootView.subviews
        let card = cards[random.next(below: cards.count)]
        let part = card.subviews.isEmpty ? card : card.subviews[random.next(below: card.subviews.count)]
        let kind = random.next(below: 17)
        switch kind {
        case 0: (part as? Label)?.text = AttributedText("Changed \(step)")
        case 1: part.backgroundColor = Color(red: Double(random.next(below: 256)) / 255, green: 0.4, blue: 0.2)
        case 2: part.frame = part.frame.offsetBy(dx: CGFloat(random.next(below: 21)) - 10, dy: CGFloat(random.next(below: 9)) - 4)
        case 3: part.isHidden.toggle()
        case 4: part.alpha = [1, 0.5, 0][random.next(below: 3)]
        case 5: card.clipsToBounds.toggle()
        case 6: card.bounds.origin = CGPoint(x: CGFloat(random.next(below: 7)) - 3, y: 0)
        case 7:
            let badge = View(frame: CGRect(x: 140, y: -4, width: 14, height: 14))
            badge.backgroundColor = .red
            badge.cornerRadius = 7
            try card.addSubview(badge)
        case 8: if card.subviews.count > 1 { card.subviews.last!.removeFromSuperview() }
        case 9: part.accessibilityLabel = "Label \(step)"
        case 10: (part as? Button)?.setTitle("Step \(step)", for: .normal)
        case 12:
            let angle = CGFloat(random.next(below: 7) - 3) * 0.2
            part.transform = Transform(rotationAngle: angle).scaledBy(x: 1 + CGFloat(random.next(below: 3)) * 0.25, y: 1)
        case 13:
            part.shadow = Shadow(
                opacity: [0, 0.4, 0.8][random.next(below: 3)],
                offset: CGSize(width: CGFloat(random.next(below: 5)) - 2, height: CGFloat(random.next(below: 5))),
                radius: CGFloat(random.next(below: 4)),
                path: random.next(below: 2) == 0 ? nil : .ellipse(in: CGRect(x: -4, y: 0, width: 30, height: 24)))
        case 14: card.transform = random.next(below: 2) == 0 ? .identity : Transform(translationX: 3, y: 2).rotated(by: 0.05)
        case 15:
            part.backgroundGradient = random.next(below: 2) == 0 ? nil : try Gradient.vertical([.red, Color(white: 1, alpha: 0.3)])
            part.cornerRadii = random.next(below: 2) == 0 ? nil : CornerRadii(topLeft: 8, topRight: 0, bottomRight: 4, bottomLeft: 0)
        case 16: card.allowsGroupOpacity.toggle(); card.alpha = card.alpha < 1 ? 1 : 0.6
        default: card.frame = card.frame.offsetBy(dx: 0, dy: CGFloat(random.next(below: 5)) - 2)
        }
        return "change \(kind) of \(part.id) in card \(card.id)"
    }

    /// The pixel rectangle where two same-sized images differ, in points.
    private func difference(_ a: Image, _ b: Image) -> CGRect? {
        var box = CGRect.null
        for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth where a.pixel(x: x, y: y)! != b.pixel(x: x, y: y)! {
                box = box.union(CGRect(x: CGFloat(x) / a.scale, y: CGFloat(y) / a.scale, width: 1 / a.scale, height: 1 / a.scale))
            }
        }
        return box.isNull ? nil : box
    }

    @Test("Every frame of 200 random changes equals the window drawn from scratch")
    func randomChanges() async throws {
        let window = try makeWindow()
        let renderer = try RasterRenderer(scale: 2)
        window.commit(to: renderer)
        var random = SeededRandom(seed: 22)
        var partial = 0
        for step in 0..<200 {
            // Other suites share the main actor: let them run between frames.
            await Task.yield()
            var changes: [String] = []
            for _ in 0...random.next(below: 2) { changes.append(try mutate(window, step: step, random: &random)) }
            window.commit(to: renderer)
            if let damage = renderer.lastDamage, damage.size != window.size { partial += 1 }
            let expected = try fresh(window)
            let frame = try #require(renderer.lastFrame)
            guard frame == expected else {
                Issue.record("""
                    step \(step) (\(changes)): damage \(String(describing: renderer.lastDamage)), \
                    pixels differ in \(String(describing: difference(frame, expected)))
                    """)
                break
            }
        }
        #expect(partial > 100, "most frames draw only their damage (\(partial) of 200)")
    }

    @Test("A changed label damages only its card's part of the screen")
    func labelDamage() throws {
        let window = try makeWindow()
        let renderer = try RasterRenderer(scale: 2)
        window.commit(to: renderer)
        #expect(renderer.lastDamage == CGRect(origin: .zero, size: window.size))
        let label = window.rootView.subviews[2].subviews[1] as! Label
        label.text = AttributedText("Edited")
        window.commit(to: renderer)
        let damage = try #require(renderer.lastDamage)
        let labelFrame = label.convert(label.bounds, to: window.rootView)
        #expect(damage.contains(labelFrame))
        #expect(damage.height < 20, "one label's rectangle, not the screen: \(damage)")
        #expect(renderer.lastFrame == (try fresh(window)))
    }

    @Test("Changes nothing draws redraw nothing and keep the frame")
    func invisibleChanges() throws {
        let window = try makeWindow()
        let renderer = try RasterRenderer(scale: 2)
        window.commit(to: renderer)
        let before = try #require(renderer.lastFrame)
        window.rootView.subviews[0].accessibilityLabel = "First card"
        window.rootView.subviews[1].isUserInteractionEnabled = false
        window.commit(to: renderer)
        #expect(renderer.lastDamage == nil)
        #expect(renderer.lastFrame == before)
    }

    @Test("A missed transaction, new traits or a window that stopped recording draw everything again")
    func untrustedFramesRedrawFully() throws {
        let window = try makeWindow()
        let renderer = try RasterRenderer(scale: 2)
        let full = CGRect(origin: .zero, size: window.size)
        window.commit(to: renderer)

        (window.rootView.subviews[0].subviews[1] as! Label).text = "Taken elsewhere"
        _ = window.takeTransaction()
        (window.rootView.subviews[1].subviews[1] as! Label).text = "Next"
        window.commit(to: renderer)
        #expect(renderer.lastDamage == full)
        #expect(renderer.lastFrame == (try fresh(window)))

        window.traitCollection.colorScheme = .dark
        window.commit(to: renderer)
        #expect(renderer.lastDamage == full)

        window.recordsMutations = false
        window.rootView.subviews[3].backgroundColor = .green
        window.recordsMutations = true
        window.commit(to: renderer)
        #expect(renderer.lastDamage == full)
        #expect(renderer.lastFrame == (try fresh(window)))
    }

    @Test("Rendering another view between commits keeps the committed frame")
    func renderBetweenCommits() throws {
        let window = try makeWindow()
        let renderer = try RasterRenderer(scale: 2)
        window.commit(to: renderer)
        let committed = try #require(renderer.lastFrame)
        let other = View(frame: CGRect(origin: .zero, size: window.size))
        other.backgroundColor = .red
        _ = try renderer.render(other)
        #expect(renderer.lastFrame == committed)
        (window.rootView.subviews[4].subviews[1] as! Label).text = "After"
        window.commit(to: renderer)
        #expect(renderer.lastFrame == (try fresh(window)))
    }

    @Test("A kept canvas is cleared when the next root does not cover it")
    func translucentRootsStartClear() throws {
        let renderer = try RasterRenderer(scale: 1)
        let first = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        try first.addSubview(Scenes.box(0, 0, 10, 10, .red))
        let second = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        try second.addSubview(Scenes.box(10, 0, 10, 10, .blue))
        _ = try renderer.render(first)
        let image = try renderer.render(second)
        #expect(PixelProbe(image: image).color(atPoint: 2, 2) == [0, 0, 0, 0])
        #expect(PixelProbe(image: image).color(atPoint: 12, 2) == [0, 0, 255, 255])
    }

    @Test("A view drawn alone or as a window root is drawn at 0, 0 whatever its frame origin, whole or damaged")
    func frameOriginIgnored() throws {
        let window = Window(size: CGSize(width: 40, height: 30))
        window.rootView.frame.origin = CGPoint(x: 25, y: 15)
        window.rootView.backgroundColor = .white
        let box = Scenes.box(2, 2, 10, 10, .red)
        try window.rootView.addSubview(box)
        let renderer = try RasterRenderer(scale: 2)
        window.commit(to: renderer)
        #expect(PixelProbe(image: renderer.lastFrame!).color(atPoint: 3, 3) == [255, 0, 0, 255])
        box.backgroundColor = .blue
        window.commit(to: renderer)
        #expect(renderer.lastDamage != CGRect(origin: .zero, size: window.size))
        #expect(PixelProbe(image: renderer.lastFrame!).color(atPoint: 3, 3) == [0, 0, 255, 255])
        #expect(renderer.lastFrame == (try fresh(window)))

        let alone = Scenes.box(30, 40, 10, 10, .green)
        #expect(PixelProbe(image: try renderer.render(alone)).color(atPoint: 1, 1) == [0, 255, 0, 255])
    }
}

/// A small deterministic generator (SplitMix64) for repeatable random tests.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
