import Foundation
import Testing
@testable import RasterBackend
import ViewTree

/// Three rows under a titled header: a disclosure, a checkmark (selected)
/// and a detail button.
@MainActor
private final class GalleryRows: ListViewDataSource {
    private let accessories: [TableCellAccessory] = [.disclosureIndicator, .checkmark, .detailButton]

    func numberOfSections(in listView: ListView) -> Int { 1 }
    func listView(_ listView: ListView, numberOfItemsInSection section: Int) -> Int { accessories.count }
    func listView(_ listView: ListView, sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 0, height: 40) }
    func listView(_ listView: ListView, cellTypeForItemAt indexPath: IndexPath) -> ListCellType { ListCellType(reuseIdentifier: "row") }
    func listView(_ listView: ListView, configure cell: ListCell, forItemAt indexPath: IndexPath) {
        let label = cell.subviews.compactMap { $0 as? Label }.first ?? Label()
        if label.superview == nil { try? cell.addSubview(label) }
        label.frame = CGRect(x: 16, y: 0, width: 200, height: 40)
        label.font = .system(size: 15)
        label.text = AttributedText("Row \(indexPath[1] + 1)")
        cell.semanticBackgroundColor = .systemBackground
        cell.accessoryType = accessories[indexPath[1]]
    }
    func listView(_ listView: ListView, sizeFor kind: SupplementaryKind, inSection section: Int) -> CGSize {
        CGSize(width: 0, height: kind == .header ? 28 : 0)
    }
    func listView(_ listView: ListView, configure view: ListCell, for kind: SupplementaryKind, inSection section: Int) {
        (view as? TableHeaderFooterView)?.title = "Header"
    }
}

/// The gallery's screen: buttons, text fields, a spinner and a table, all
/// with their built-in colours.
@MainActor
private final class GalleryScreen: NavigationScreen {
    let view = View()
    let navigationItem = NavigationItem(title: "Gallery", path: "/gallery", trailingItems: [BarItem("Edit") {}])
    let field = TextField(frame: CGRect(x: 16, y: 104, width: 170, height: 36))
    let table = TableView(frame: CGRect(x: 0, y: 200, width: 390, height: 148))
    let rows = GalleryRows()

    init() {
        view.semanticBackgroundColor = .systemBackground
        let button = Button(frame: CGRect(x: 16, y: 12, width: 110, height: 36))
        button.setTitle("Button", for: .normal)
        let disabled = Button(frame: CGRect(x: 136, y: 12, width: 110, height: 36))
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let spinner = ActivityIndicator(frame: CGRect(x: 270, y: 18, width: 24, height: 24))
        spinner.startAnimating()
        let placeholder = TextField(frame: CGRect(x: 16, y: 56, width: 170, height: 36))
        placeholder.placeholder = "Placeholder"
        placeholder.borderWidth = 1
        placeholder.semanticBorderColor = .separator
        placeholder.cornerRadius = 8
        field.text = "Typed text"
        field.semanticBackgroundColor = .secondarySystemBackground
        field.cornerRadius = 8
        let caption = Label(frame: CGRect(x: 16, y: 152, width: 358, height: 36))
        caption.text = AttributedText("A label in the default colour")
        caption.font = .system(size: 15)
        table.dataSource = rows
        table.allowsSelection = true
        for subview in [button, disabled, spinner, placeholder, field, caption, table] as [View] { try? view.addSubview(subview) }
    }
}

@MainActor
@Suite("Drawing built-in views for their traits: a gallery light, dark, and dark with more contrast")
struct BuiltInTraitsDrawingTests {
    @Test("Buttons, text fields, a spinner, table chrome and the navigation bar in the traits' colours",
          arguments: [("light", TraitCollection()), ("dark", TraitCollection(colorScheme: .dark)),
                      ("dark-high-contrast", TraitCollection(colorScheme: .dark, contrast: .high))])
    func gallery(_ name: String, _ traits: TraitCollection) throws {
        let window = Window(size: CGSize(width: 390, height: 400))
        window.traitCollection = traits
        let navigation = NavigationView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        try window.rootView.addSubview(navigation)
        navigation.push(NotFoundScreen(location: Location("/")))
        let screen = GalleryScreen()
        navigation.push(screen)
        screen.table.reloadData()
        try screen.table.selectItem(at: [0, 1], animated: false)
        screen.field.becomeFirstResponder()
        #expect(screen.field.isFirstResponder)
        ReferenceImages.expectMatch(try RasterRenderer(scale: 2).render(window), named: "builtins-\(name)@2x")
    }
}
