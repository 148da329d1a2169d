import Foundation
import Testing
@testable import ComponentKit

@MainActor
@Suite("Accessibility of components")
struct ComponentAccessibilityTests {
    let context = LayoutContext(textMeasurer: GridTextMeasurer(), pointScale: 1)
    let photo = Image.filled(with: .red, size: CGSize(width: 40, height: 40))

    func mount(_ component: any Component, with mounter: ComponentMounter, in window: Window) {
        _ = mounter.mount(component.layout(constrainedTo: .upTo(window.size), context: context), in: window.rootView)
    }

    func card(grouped: Bool, actions: [AccessibilityAction] = []) -> any Component {
        StackComponent(view: ViewConfiguration(View.self, [.isAccessibilityElement(grouped), .accessibilityHint("Opens the species"),
                                                           .accessibilityActions(actions)]),
                       axis: .vertical) {
            ImageComponent(photo)
            LabelComponent(AttributedText("Lion"), font: .system(size: 10))
            LabelComponent(AttributedText("Panthera leo"), font: .system(size: 10))
        }
    }

    @Test("Built-in components: a button named by its title, labels as text, an image only with a label, fields by placeholder")
    func builtInDefaults() {
        let window = Window(size: CGSize(width: 300, height: 400))
        mount(StackComponent(axis: .vertical) {
            LabelComponent(AttributedText("Title"), font: .system(size: 10), attributes: [.accessibilityHeading(level: 1)])
            ButtonComponent(title: "Save")
            ImageComponent(photo)
            ImageComponent(photo, accessibilityLabel: "A red square")
            TextFieldComponent(initialText: "", options: TextInputOptions(placeholder: "Name"))
            TextFieldComponent(initialText: "", options: TextInputOptions(placeholder: "Search", accessibilityLabel: "Search animals",
                                                                          accessibilityHint: "Filters the list"))
        }, with: ComponentMounter(), in: window)
        #expect(window.accessibilityDump() == """
            heading level 1 "Title"
            button "Save"
            image "A red square"
            textField "Name"
            textField "Search animals" hint="Filters the list"
            """)
    }

    @Test("A grouped card reads as one; its actions run their Action and come off a reused view")
    func groupingAndActions() throws {
        let window = Window(size: CGSize(width: 300, height: 400))
        let mounter = ComponentMounter()
        var favourites = 0
        let favourite = AccessibilityAction("Favourite", shortcut: KeyShortcut("f"), action: Action(identity: "fav") { favourites += 1 })
        mount(card(grouped: true, actions: [favourite]), with: mounter, in: window)
        #expect(window.accessibilityDump() == #"group "Lion, Panthera leo" hint="Opens the species" actions: Favourite (f)"#)
        let view = try #require(window.focusOrder.first)
        #expect(view.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: "f")))
        #expect(favourites == 1)
        mount(card(grouped: false), with: mounter, in: window)
        #expect(window.accessibilityDump() == "text \"Lion\"\ntext \"Panthera leo\"")
        #expect(window.focusOrder.isEmpty)
    }
}
