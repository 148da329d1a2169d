import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

/// Every built-in control in each of its states: off, on and disabled
/// switches; a slider at its minimum, in the middle and disabled; a
/// stepper; segmented controls with a choice and without; pickers; date
/// pickers (US English and French, one disabled); progress bars empty,
/// part full and full, and indeterminate.
private struct ControlGallery: CompositeComponent {
    /// November 30 2026, 14:30 UTC.
    static let day = Date(timeIntervalSince1970: 1_796_049_000)
    /// French: day before month, a 24-hour clock.
    static let french: Calendar = {
        var calendar = DatePicker.defaultCalendar
        calendar.locale = Locale(identifier: "fr_FR")
        return calendar
    }()

    var body: some Component {
        InsetComponent(insets: EdgeInsets(all: 12), child: StackComponent(axis: .vertical, spacing: 12, alignItems: .stretch) {
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                SwitchComponent(isOn: false)
                SwitchComponent(isOn: true)
                SwitchComponent(isOn: true, isEnabled: false)
                SwitchComponent(isOn: false, isEnabled: false)
                StepperComponent(value: 0, in: 0...10)
            }
            SliderComponent(value: 0)
            SliderComponent(value: 0.35, in: 0...1)
            SliderComponent(value: 0.7, isEnabled: false)
            SegmentedControlComponent(items: [.title("Day"), .title("Week"), .title("Month")], selectedIndex: 1)
            SegmentedControlComponent(items: [.title("Bold"), .title("Italic")], selectedIndex: nil)
            ProgressViewComponent(progress: 0)
            ProgressViewComponent(progress: 0.4)
            ProgressViewComponent(progress: 1)
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                PickerComponent(options: ["Small", "Medium", "Large"], selectedIndex: 1)
                PickerComponent(options: ["Small", "Medium", "Large"], selectedIndex: nil, placeholder: "Size")
                PickerComponent(options: ["Small"], selectedIndex: 0, isEnabled: false)
            }
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                DatePickerComponent(date: Self.day, mode: .dateAndTime)
            }
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                DatePickerComponent(date: Self.day, mode: .dateAndTime, calendar: Self.french)
            }
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                DatePickerComponent(date: Self.day, mode: .time, isEnabled: false)
            }
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                ProgressViewComponent(progress: nil)
                LabelComponent("Checking…", font: .preferred(.body), color: .secondaryLabel)
            }
        })
    }
}

@MainActor
@Suite("Snapshots of the controls: each state, light and dark, large text, right to left")
struct ControlSnapshotTests {
    /// The traits each reference is drawn in: the default, dark, large text, right to left.
    static let variants: [(String, TraitCollection)] = [
        ("default", TraitCollection()),
        ("dark", TraitCollection(colorScheme: .dark)),
        ("large-text", TraitCollection(contentSizeCategory: .accessibilityMedium)),
        ("rtl", TraitCollection(layoutDirection: .rightToLeft)),
    ]

    @Test("Switches, sliders, a stepper, segmented controls and progress views in every state, for each trait that changes them")
    func gallery() {
        for (name, traits) in Self.variants {
            assertComponentSnapshot(of: ControlGallery(), as: .image(sizeRange: .flexibleHeight(width: 360), traits: traits), named: name)
        }
    }
}

extension ControlSnapshotTests {
    @Test("A tab bar: the selected tab tinted (its image too), a badge, a tab without an image; light, dark, large text and right to left")
    func tabBar() throws {
        for (name, traits) in Self.variants {
            let window = Window(size: CGSize(width: 360, height: 120))
            window.traitCollection = traits
            window.rootView.semanticBackgroundColor = .systemBackground
            let tabs = TabBarView(frame: window.rootView.bounds)
            tabs.addTab(TabBarItem(title: "Home", image: Self.ring, path: "/"), navigation: NavigationView())
            tabs.addTab(TabBarItem(title: "Inbox", image: Self.ring, path: "/inbox", badgeValue: "3"), navigation: NavigationView())
            tabs.addTab(TabBarItem(title: "Settings", path: "/settings"), navigation: NavigationView())
            try window.rootView.addSubview(tabs)
            tabs.selectedIndex = 1
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "tabbar-\(name)")
        }
    }
}

extension ControlSnapshotTests {
    /// A 13 × 13 point ring, white on clear at 2x: a template icon.
    static let ring: Image = {
        let side = 26
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - 13, dy = Double(y) + 0.5 - 13
                let r = (dx * dx + dy * dy).squareRoot()
                guard r > 6, r < 12 else { continue }
                rgba.replaceSubrange((y * side + x) * 4..<(y * side + x) * 4 + 4, with: [255, 255, 255, 255])
            }
        }
        return try! Image(pixelWidth: side, pixelHeight: side, scale: 2, rgba: rgba)
    }()

    /// A root screen with a large title, an image bar item and a toolbar.
    @MainActor
    final class MailboxesScreen: NavigationScreen {
        let view = View()
        let navigationItem = NavigationItem(
            title: "Mailboxes", trailingItems: [BarItem("Compose", image: ControlSnapshotTests.ring) {}],
            toolbarItems: [BarItem("Archive", image: ControlSnapshotTests.ring) {}, BarItem("Reply") {}, BarItem("Forward") {}],
            prefersLargeTitle: true)

        init() {
            view.semanticBackgroundColor = .systemBackground
        }
    }

    @Test("Navigation chrome: a large title, a tinted image item and a toolbar; light, dark, large text and right to left")
    func navigationChrome() throws {
        for (name, traits) in Self.variants {
            let window = Window(size: CGSize(width: 360, height: 320))
            window.traitCollection = traits
            let navigation = NavigationView(frame: window.rootView.bounds)
            try window.rootView.addSubview(navigation)
            navigation.push(MailboxesScreen())
            assertComponentSnapshot(of: window.rootView, as: .image(scale: 2), named: "navigation-\(name)")
        }
    }
}
