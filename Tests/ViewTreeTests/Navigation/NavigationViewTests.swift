import Foundation
import Testing
import ViewTree

@MainActor
@Suite("Navigation view: the stack and its bar")
struct NavigationViewTests {
    let window = Window(size: CGSize(width: 390, height: 844))
    let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() throws {
        try window.rootView.addSubview(navigation)
    }

    var title: String {
        (navigation.subviews[0].subviews.first { $0.accessibilityIdentifier == "navigation.title" } as? Label)?.text.string ?? ""
    }
    var backButton: Button? { navigation.subviews[0].subviews.compactMap { $0 as? Button }.first }
    var trailingButtons: [Button] { Array(navigation.subviews[0].subviews.compactMap { $0 as? Button }.dropFirst()) }

    @Test("Push shows the screen under the bar with its title and a back button; the screen below stays, hidden")
    func pushAndPop() {
        let home = TestScreen("Home", path: "/")
        let photos = TestScreen("Photos", path: "/photos")
        navigation.push(home)
        #expect(title == "Home")
        #expect(backButton?.isHidden == true)
        navigation.push(photos)
        #expect(title == "Photos")
        #expect(backButton?.isHidden == false)
        #expect(backButton?.currentTitle == "‹ Back")
        #expect(photos.view.frame == CGRect(x: 0, y: NavigationView.barHeight, width: 390, height: 844 - NavigationView.barHeight))
        #expect(home.view.superview === navigation && home.view.isHidden)

        backButton?.sendTouchUpInside()
        #expect(navigation.screens.count == 1)
        #expect(navigation.topScreen === home)
        #expect(!home.view.isHidden)
        // Kept, hidden, while its way out plays; the next change removes it.
        #expect(photos.view.isHidden && navigation.screens.allSatisfy { $0 !== photos })
        #expect(title == "Home")
        navigation.push(TestScreen("Albums", path: "/albums"))
        #expect(photos.view.superview == nil)
    }

    @Test("The screen below keeps its views and state: a scroll position survives a push and a pop")
    func stateBelowIsKept() throws {
        let list = TestScreen("List", path: "/list")
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 4000)
        try list.view.addSubview(scroll)
        navigation.push(list)
        scroll.scroll(to: CGPoint(x: 0, y: 1200))
        navigation.push(TestScreen("Detail", path: "/list/1"))
        navigation.pop()
        #expect(list.view.subviews.first === scroll)
        #expect(scroll.contentOffset.y == 1200)
    }

    @Test("Pop to root and pop to a screen remove everything above it")
    func popToRootAndToScreen() {
        let screens = (0..<4).map { TestScreen("S\($0)", path: "/s\($0)") }
        for screen in screens { navigation.push(screen) }
        navigation.pop(to: screens[1])
        #expect(navigation.screens.map(\.navigationItem.title) == ["S0", "S1"])
        navigation.push(screens[2])
        navigation.popToRoot()
        #expect(navigation.screens.map(\.navigationItem.title) == ["S0"])
        navigation.pop()
        #expect(navigation.screens.count == 1)
    }

    @Test("Trailing items become buttons from the trailing end; tapping one runs the item the screen has now")
    func trailingItems() {
        let tapped = Counter()
        let screen = TestScreen("Animals", path: "/animals", trailing: [
            BarItem("Edit", identifier: "edit") { tapped.add("edit") },
            BarItem("Add", accessibilityLabel: "Add animal") { tapped.add("add") },
        ])
        navigation.push(screen)
        #expect(trailingButtons.map(\.currentTitle) == ["Edit", "Add"])
        #expect(trailingButtons[0].frame.maxX == 386)
        #expect(trailingButtons[1].frame.maxX < trailingButtons[0].frame.minX)
        #expect(trailingButtons[1].accessibilityLabel == "Add animal")
        #expect(trailingButtons[0].accessibilityIdentifier == "edit")
        trailingButtons[1].sendTouchUpInside()
        screen.navigationItem.trailingItems = [BarItem("Done") { tapped.add("done") }]
        navigation.updateBar()
        #expect(trailingButtons.map(\.currentTitle) == ["Done"])
        trailingButtons[0].sendTouchUpInside()
        #expect(tapped.values == ["add", "done"])
        // The title keeps clear of the buttons on both sides.
        let titleFrame = navigation.subviews[0].subviews.first { $0.accessibilityIdentifier == "navigation.title" }?.frame ?? .zero
        #expect(titleFrame.maxX <= trailingButtons[0].frame.minX)
    }

    @Test("A keyboard user's focus moves into a pushed screen and back to where it was on pop")
    func focusFollowsTheStack() throws {
        let home = TestScreen("Home", path: "/")
        let open = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        open.setTitle("Open", for: .normal)
        try home.view.addSubview(open)
        home.view.frame = CGRect(x: 0, y: 52, width: 390, height: 792)
        navigation.push(home)
        open.becomeFirstResponder()
        let detail = TestScreen("Detail", path: "/detail")
        let field = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.setTitle("Share", for: .normal)
        try detail.view.addSubview(field)
        navigation.push(detail)
        #expect(window.firstResponder === field)
        navigation.pop()
        #expect(window.firstResponder === open)
    }

    @Test("A prompt shows above the title, the bar grows by the prompt's height and the screen starts below it; a screen without one gets the plain bar")
    func prompt() throws {
        let home = TestScreen("Home", path: "/")
        let search = TestScreen("Search", path: "/search")
        search.navigationItem.prompt = "Type a photo's title"
        navigation.push(home)
        let prompt = try #require(navigation.subviews[0].subviews.first { $0.accessibilityIdentifier == "navigation.prompt" } as? Label)
        #expect(prompt.isHidden)
        navigation.push(search)
        #expect(!prompt.isHidden && prompt.text.string == "Type a photo's title")
        let barHeight = NavigationView.barHeight + NavigationView.promptHeight
        #expect(navigation.currentBarHeight == barHeight)
        #expect(navigation.subviews[0].frame.height == barHeight)
        #expect(search.view.frame == CGRect(x: 0, y: barHeight, width: 390, height: 844 - barHeight))
        let titleLabel = try #require(navigation.subviews[0].subviews.first { $0.accessibilityIdentifier == "navigation.title" })
        #expect(prompt.frame.maxY <= titleLabel.frame.minY, "the prompt is above the title")
        #expect(backButton.map { $0.frame.minY >= NavigationView.promptHeight } == true, "Back sits in the title's row")
        navigation.pop()
        #expect(prompt.isHidden)
        #expect(home.view.frame.minY == NavigationView.barHeight)
        // The prompt is read, before the title.
        let dump = window.rootView.accessibilityDump()
        #expect(!dump.contains("Type a photo's title"))
        navigation.push(search)
        let withPrompt = window.rootView.accessibilityDump()
        let promptAt = try #require(withPrompt.range(of: "Type a photo's title"))
        let titleAt = try #require(withPrompt.range(of: "Search"))
        #expect(promptAt.lowerBound < titleAt.lowerBound)
    }
}

/// Collects strings from main-actor closures.
@MainActor
final class Counter: Sendable {
    private(set) var values: [String] = []
    func add(_ value: String) { values.append(value) }
}
