import Foundation
import Testing
import ViewTree

/// A screen whose content is one scroll view filling it, `contentHeight` tall.
@MainActor
final class ScrollingScreen: NavigationScreen {
    let view = View()
    let scrollView = ScrollView()
    var navigationItem: NavigationItem

    init(_ title: String, contentHeight: CGFloat = 3000, item: NavigationItem? = nil) {
        navigationItem = item ?? NavigationItem(title: title, path: "/\(title.lowercased())", prefersLargeTitle: true)
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        // Fresh views: cannot fail.
        try? view.addSubview(scrollView)
    }
}

@MainActor
@Suite("Navigation view: toolbar, image bar items and large titles")
struct NavigationBarItemsTests {
    let window = Window(size: CGSize(width: 390, height: 844))
    let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let icon = try! Image(pixelWidth: 4, pixelHeight: 4, rgba: [UInt8](repeating: 255, count: 64))

    init() throws {
        try window.rootView.addSubview(navigation)
    }

    func find(_ identifier: String) -> View? {
        window.rootView.subtree.first { $0.accessibilityIdentifier == identifier && !$0.isHidden }
    }

    @Test("Toolbar items show in a toolbar along the bottom, spread evenly; the screen ends above it; a screen without hides it")
    func toolbar() throws {
        let ran = Counter()
        let screen = TestScreen("Mail", path: "/mail")
        screen.navigationItem.toolbarItems = [
            BarItem("Archive") { ran.add("archive") }, BarItem("Reply") { ran.add("reply") }, BarItem("Compose") { ran.add("compose") },
        ]
        let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        try screen.view.addSubview(button)
        navigation.push(screen)
        let toolbar = try #require(find("navigation.toolbar"))
        #expect(toolbar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(screen.view.frame.maxY == toolbar.frame.minY)
        let buttons = try ["Archive", "Reply", "Compose"].map { try #require(find("navigation.item.\($0)")) }
        #expect(zip(buttons, [65, 195, 325] as [CGFloat]).allSatisfy { abs($0.frame.midX - $1) <= 1 }, "each centred in its third")
        (buttons[1] as? Button)?.sendTouchUpInside()
        #expect(ran.values == ["reply"])
        // Read and reached after the screen's content.
        let order = window.focusOrder
        #expect(try #require(order.firstIndex { $0 === button }) < #require(order.firstIndex { $0 === buttons[0] }))
        #expect(toolbar.accessibilityLabel == "Toolbar" && toolbar.accessibilityContainerType == .semanticGroup)

        navigation.push(TestScreen("Message", path: "/mail/1"))
        #expect(find("navigation.toolbar") == nil)
        #expect(navigation.topScreen?.view.frame.maxY == 844)
    }

    @Test("An item with an image shows the image alone, tinted, named by its title; dark mode changes the tint")
    func imageItems() throws {
        let screen = TestScreen("Photos", path: "/photos", trailing: [BarItem("Share", image: icon, identifier: "share") {}])
        navigation.push(screen)
        let button = try #require(find("share") as? Button)
        #expect(button.currentTitle == nil && button.accessibilityLabel == "Share")
        let image = try #require(button.subviews.first as? ImageView)
        #expect(image.image == icon && image.tintColor == SemanticColor.tint.resolved(for: TraitCollection()))
        #expect(!image.isUserInteractionEnabled && !image.isAccessibilityElement)
        #expect(image.frame.width == NavigationView.imageSide(for: .large) && image.frame.midX == button.bounds.midX)
        window.traitCollection = TraitCollection(colorScheme: .dark)
        #expect(image.tintColor == SemanticColor.tint.resolved(for: TraitCollection(colorScheme: .dark)))
    }

    @Test("A large title shows under the buttons while the content is at its top, as the screen's heading in the bar title's place")
    func largeTitle() throws {
        let screen = ScrollingScreen("Inbox")
        navigation.push(screen)
        let row = NavigationView.largeTitleHeight(for: .large)
        #expect(navigation.showsLargeTitle && navigation.currentBarHeight == NavigationView.barHeight + row)
        let large = try #require(find("navigation.large-title") as? Label)
        #expect(large.text.string == "Inbox" && large.font == NavigationView.largeTitleFont(for: .large))
        #expect(find("navigation.title") == nil)
        #expect(window.rootView.accessibilityElements().first?.description == "heading level 1 \"Inbox\"")
        #expect(screen.view.frame.minY == NavigationView.barHeight + row)
    }

    @Test("Scrolling past half the large title's row collapses it into the bar; back at the top it returns")
    func largeTitleCollapses() throws {
        let screen = ScrollingScreen("Inbox")
        navigation.push(screen)
        screen.scrollView.frame = screen.view.bounds
        let row = NavigationView.largeTitleHeight(for: .large)
        _ = window.takeTransaction()
        screen.scrollView.scroll(to: CGPoint(x: 0, y: row / 2 - 1))
        #expect(navigation.showsLargeTitle, "not yet past half the row")
        screen.scrollView.scroll(to: CGPoint(x: 0, y: row))
        #expect(!navigation.showsLargeTitle && navigation.currentBarHeight == NavigationView.barHeight)
        #expect(screen.view.frame.minY == NavigationView.barHeight)
        #expect(find("navigation.large-title") == nil && find("navigation.title") != nil)
        let animated = window.takeTransaction().mutations.compactMap { mutation -> ViewID? in
            guard case let .animate(id, animation) = mutation, animation.key == "frame" else { return nil }
            return id
        }
        #expect(animated.contains(screen.view.id), "the screen slides up")
        screen.scrollView.scroll(to: CGPoint(x: 0, y: 10))
        #expect(!navigation.showsLargeTitle, "still scrolled: stays collapsed")
        screen.scrollView.scroll(to: .zero)
        #expect(navigation.showsLargeTitle)
    }

    @Test("Short content never collapses the large title; a screen gone back to shows it as it was left")
    func largeTitleShortAndKept() throws {
        let short = ScrollingScreen("Short", contentHeight: 780)
        navigation.push(short)
        short.scrollView.frame = short.view.bounds
        short.scrollView.scroll(to: CGPoint(x: 0, y: 60))
        #expect(navigation.showsLargeTitle)

        let long = ScrollingScreen("Long")
        navigation.push(long)
        long.scrollView.frame = long.view.bounds
        long.scrollView.scroll(to: CGPoint(x: 0, y: 400))
        #expect(!navigation.showsLargeTitle)
        navigation.push(TestScreen("Detail", path: "/detail"))
        #expect(!navigation.showsLargeTitle, "the detail screen has a small title")
        navigation.pop()
        #expect(!navigation.showsLargeTitle, "left scrolled, back collapsed")
    }
}
