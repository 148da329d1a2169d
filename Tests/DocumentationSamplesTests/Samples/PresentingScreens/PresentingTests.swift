import Foundation
import Testing
import ViewTree

/// What the samples did, in order.
@MainActor
final class PresentingLog {
    var entries: [String] = []
}

extension Presenting {
    @MainActor
    @Suite("Presenting screens")
    struct PresentingTests {
        let window = Window(size: CGSize(width: 390, height: 844))

        @Test("A button presents About in a sheet over inert content; Escape dismisses it and focus returns to the button")
        func sheet() throws {
            let button = Button(frame: CGRect(x: 16, y: 100, width: 120, height: 44))
            button.setTitle("About", for: .normal)
            try window.rootView.addSubview(button)
            #expect(button.becomeFirstResponder())
            let sheet = try #require(try Presenting.presentAbout(from: button))
            #expect(sheet.style == .sheet && button.isInert)
            #expect(window.send(KeyEvent(.down, key: .escape)))
            #expect(!sheet.isPresented && window.firstResponder === button)
        }

        @Test("The delete alert: Escape cancels; the destructive action runs its handler after the alert is gone")
        func alert() throws {
            let log = PresentingLog()
            let first = try Presenting.confirmDelete(in: window) { log.entries.append("deleted") }
            #expect(window.send(KeyEvent(.down, key: .escape)) && !first.isPresented && log.entries.isEmpty)
            let second = try Presenting.confirmDelete(in: window) { log.entries.append("deleted") }
            #expect(window.send(KeyEvent(.down, key: .tab)))
            #expect(window.send(KeyEvent(.down, key: .enter)))
            #expect(!second.isPresented && log.entries == ["deleted"])
        }

        @Test("Return in the rename field saves with its text; the action sheet's Cancel is apart")
        func fieldAndActionSheet() throws {
            let log = PresentingLog()
            _ = try Presenting.rename(in: window) { log.entries.append("rename \($0)") }
            #expect(window.send(KeyEvent(.down, key: .enter)))
            #expect(log.entries == ["rename Holidays"])
            let share = try Presenting.share(in: window) { log.entries.append($0) }
            window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 20), time: 1))
            window.send(PointerEvent(.up, at: CGPoint(x: 20, y: 20), time: 1.1))
            #expect(!share.isPresented && log.entries == ["rename Holidays"])
        }

        @Test("A second presentation from the content is refused with a typed error, and nothing changes")
        func refused() throws {
            let log = PresentingLog()
            _ = try Presenting.confirmDelete(in: window) { log.entries.append("deleted") }
            #expect(throws: PresentationError.self) { try Presenting.share(in: window) { _ in } }
            #expect(window.presentations.count == 1)
        }
    }
}

@MainActor
@Suite("Presenting screens: tabs")
struct PresentingTabsTests {
    @Test("Tabs: the Inbox's location opens the Inbox tab with its stack; Left goes back to Home, whose stack was kept")
    func tabs() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let tabs = try Presenting.tabs(in: window)
        #expect(tabs.selectedIndex == 1 && tabs.currentLocation?.location == "/inbox")
        #expect(tabs.navigationViews[1].topScreen is Presenting.InboxScreen)
        let inboxTab = try #require(window.focusOrder.first { $0.accessibilityRole == .tab })
        #expect(inboxTab.accessibilityLabel == "Inbox" && inboxTab.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .arrowLeft)) && tabs.selectedIndex == 0)
        #expect(tabs.navigationViews[0].topScreen is Presenting.HomeScreen && tabs.currentLocation?.location == "/")
    }
}

@MainActor
@Suite("Presenting screens: navigation chrome")
struct PresentingNavigationTests {
    @Test("Mailboxes: a large title until its list scrolls, a Compose image button, a toolbar; pushes slide and leave no views behind")
    func chrome() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let navigation = NavigationView(frame: window.rootView.bounds)
        try window.rootView.addSubview(navigation)
        let icon = Image.filled(with: .black, size: CGSize(width: 4, height: 4))
        let mailboxes = Presenting.MailboxesScreen(composeIcon: icon)
        navigation.push(mailboxes)
        mailboxes.list.frame = mailboxes.view.bounds
        mailboxes.list.contentSize = CGSize(width: 390, height: 3000)
        #expect(navigation.showsLargeTitle)
        mailboxes.list.scroll(to: CGPoint(x: 0, y: 200))
        #expect(!navigation.showsLargeTitle)
        let compose = try #require(window.focusOrder.first { $0.accessibilityLabel == "Compose" } as? Button)
        #expect(compose.currentTitle == nil)
        let archive = try #require(window.rootView.subtree.first { $0.accessibilityIdentifier == "navigation.item.Archive" } as? Button)
        archive.sendTouchUpInside()
        #expect(mailboxes.archived == 1)

        let detail = Presenting.InboxScreen()
        Presenting.pushAndPop(in: navigation, detail: detail)
        #expect(navigation.topScreen === detail && navigation.screens.count == 2)
        #expect(navigation.subviews.filter { $0 === detail.view }.count == 1, "the view popped is the view pushed again, once")
    }
}
