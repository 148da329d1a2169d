import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Tab bar: tabs with stacks of their own, addresses, keys and roles")
struct TabBarViewTests {
    let window = Window(size: CGSize(width: 390, height: 844))
    let tabs = TabBarView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let home = NavigationView()
    let settings = NavigationView()

    init() throws {
        home.router = NavigationRouter { location in
            let root = NavigationRouter.Step(path: "/") { TestScreen("Home", path: "/") }
            switch location.pathComponents {
            case []: return [root]
            case ["photos"]: return [root, .init(path: "/photos") { TestScreen("Photos", path: "/photos") }]
            default: return nil
            }
        }
        settings.router = NavigationRouter { location in
            let root = NavigationRouter.Step(path: "/settings") { TestScreen("Settings", path: "/settings") }
            switch location.pathComponents {
            case ["settings"]: return [root]
            case ["settings", "about"]: return [root, .init(path: "/settings/about") { TestScreen("About", path: "/settings/about") }]
            default: return nil
            }
        }
        tabs.addTab(TabBarItem(title: "Home", path: "/"), navigation: home)
        tabs.addTab(TabBarItem(title: "Settings", path: "/settings", badgeValue: "2"), navigation: settings)
        try window.rootView.addSubview(tabs)
    }

    @Test("The first tab is selected with its root screen; choosing the other shows its stack with a history entry, and each keeps its own")
    func stacksAndHistory() throws {
        _ = recordedLocations(window)
        #expect(tabs.selectedIndex == 0 && home.topScreen?.navigationItem.title == "Home" && settings.screens.isEmpty)
        home.push(TestScreen("Photos", path: "/photos"))
        tabs.selectTab(at: 1)
        #expect(settings.topScreen?.navigationItem.title == "Settings" && tabs.panels[0].isHidden && !tabs.panels[1].isHidden)
        settings.push(TestScreen("About", path: "/settings/about"))
        tabs.selectedIndex = 0
        #expect(home.topScreen?.navigationItem.title == "Photos", "Home's stack as it was left")
        #expect(recordedLocations(window) == ["push /photos Photos", "push /settings Settings", "push /settings/about About", "push /photos Photos"])
        #expect(tabs.currentLocation?.location == "/photos")
        // Only the selected stack reports: a push in the hidden one changes nothing in the address bar.
        settings.pop()
        #expect(recordedLocations(window).isEmpty)
        tabs.selectTab(at: 5)
        #expect(tabs.selectedIndex == 0)
    }

    @Test("Opening a location selects the tab that holds it and builds its stack; other locations are the first tab's")
    func openingLocations() {
        _ = recordedLocations(window)
        window.open(Location("/settings/about"))
        #expect(tabs.selectedIndex == 1 && settings.screens.map(\.navigationItem.title) == ["Settings", "About"])
        window.open(Location("/photos"))
        #expect(tabs.selectedIndex == 0 && home.screens.map(\.navigationItem.title) == ["Home", "Photos"])
        // Back to the Settings tab's location: its stack was there already; the location is recorded again.
        window.open(Location("/settings/about"))
        #expect(tabs.selectedIndex == 1 && recordedLocations(window).last == "replace /settings/about About")
        window.open(Location("/nowhere"))
        #expect(tabs.selectedIndex == 0 && home.topScreen is NotFoundScreen)
        #expect(window.locationHandler === tabs)
    }

    @Test("Keys: the bar is one Tab stop, the selected tab; arrows move and select (swapped right to left), Home and End to the ends")
    func keys() throws {
        let homeTab = try #require(tabs.button(at: 0)), settingsTab = try #require(tabs.button(at: 1))
        #expect(homeTab.canBecomeFirstResponder && !settingsTab.canBecomeFirstResponder)
        #expect(homeTab.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .arrowRight)))
        #expect(tabs.selectedIndex == 1 && settingsTab.isFirstResponder)
        #expect(window.send(KeyEvent(.down, key: .arrowRight)) && tabs.selectedIndex == 0 && homeTab.isFirstResponder)
        #expect(window.send(KeyEvent(.down, key: .end)) && tabs.selectedIndex == 1)
        #expect(window.send(KeyEvent(.down, key: .home)) && tabs.selectedIndex == 0)
        window.traitCollection = TraitCollection(layoutDirection: .rightToLeft)
        #expect(homeTab.frame.minX > settingsTab.frame.minX, "right to left, the first tab is on the right")
        #expect(window.send(KeyEvent(.down, key: .arrowLeft)) && tabs.selectedIndex == 1)
        #expect(window.focusOrder.filter { $0 is TabBarButton }.count == 1)
    }

    @Test("A tap selects a tab; the bar sits along the bottom, the panel above it")
    func pointer() throws {
        let settingsTab = try #require(tabs.button(at: 1))
        let point = settingsTab.convert(CGPoint(x: settingsTab.bounds.midX, y: settingsTab.bounds.midY), to: nil)
        window.send(PointerEvent(.down, at: point, time: 1))
        window.send(PointerEvent(.up, at: point, time: 1.05))
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.bar.frame == CGRect(x: 0, y: 844 - TabBarView.barHeight, width: 390, height: TabBarView.barHeight))
        #expect(tabs.panels[1].frame.height == 844 - TabBarView.barHeight)
        #expect(settingsTab.frame.minX == 195)
    }

    @Test("Roles: a tablist of tabs, selected or not, read with their badges; each panel a tabpanel labelled by its tab")
    func roles() throws {
        let settingsTab = try #require(tabs.button(at: 1))
        #expect(tabs.bar.accessibilityRole == .tabList && settingsTab.accessibilityRole == .tab)
        #expect(settingsTab.accessibilityIdentifier == "tab.settings" && tabs.button(at: 0)?.accessibilityIdentifier == "tab.home")
        #expect(tabs.panels[0].accessibilityRole == .tabPanel)
        #expect(tabs.panels[1].accessibilityRelations.first?.view === settingsTab)
        #expect(settingsTab.accessibilityRelations.first?.kind == .controls)
        let dump = window.accessibilityDump()
        #expect(dump.contains("tab \"Home\" [selected]"), "\(dump)")
        #expect(dump.contains("tab \"Settings\" value=\"2\""), "\(dump)")
        tabs.setBadgeValue(nil, forTabAt: 1)
        #expect(settingsTab.accessibilityValue == nil)
    }
}
