import ComponentKitLists
import ContainerCollection
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("README samples")
struct ReadmeTests {
    @Test("Hello: the label is drawn and written to hello.png")
    func hello() throws {
        let ((window, pixels), directory) = try inTemporaryDirectory { try Readme.hello() }
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(pixels.pixelWidth == 780 && pixels.pixelHeight == 240)
        #expect(pixels.rgba.contains { $0 != 0 }, "the label drew nothing")
        let written = try ImageCodec.decode(Data(contentsOf: directory.appendingPathComponent("hello.png")), scale: 2)
        #expect(written == pixels)
        #expect(window.rootView.subviews.count == 1)
    }

    @Test("A component laid out 390 wide, mounted into a window of its size and written to cell.png")
    func components() throws {
        let ((layout, window, pixels), directory) = try inTemporaryDirectory { try Readme.drawPhotoCell() }
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(layout.size.width == 390)
        #expect(layout.size.height > 24, "the title was not measured")
        #expect(window.size == layout.size)
        #expect(window.rootView.subtree.compactMap { $0 as? Label }.map(\.text.string) == ["Golden Gate"])
        #expect(pixels.pixelWidth == 780 && pixels.pixelHeight == Int((layout.size.height * 2).rounded()))
        #expect(pixels.pixel(x: 0, y: 0)?.alpha == 255, "the background is opaque")
        let written = try ImageCodec.decode(Data(contentsOf: directory.appendingPathComponent("cell.png")), scale: 2)
        #expect(written == pixels)
    }

    @Test("The traced frame: counted as the comment says, and written as a trace")
    func trace() throws {
        let provider = ComponentProvider<String, Void> { title, _ in Readme.PhotoCell(title: title) }
        let (printed, directory) = try inTemporaryDirectory { try Readme.traceAFrame(provider: provider, model: "Golden Gate") }
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(printed.count == 1)
        #expect(printed.first?.hasPrefix("passes 1: built 1, laid out 3, reused 0; mounts 1: views created 2, ") == true, "\(printed)")
        let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("frame.trace.json")))
        #expect((trace as? [String: Any])?["traceEvents"] is [Any])
    }

    @Test("The search bar keeps what is typed")
    func searchBar() async throws {
        let window = Window(size: CGSize(width: 390, height: 100))
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in Readme.SearchBar() }, context: (),
                               frame: window.rootView.bounds)
        try window.rootView.addSubview(host)
        host.update(model: 0)
        window.send(KeyEvent(.down, key: .tab))
        for character in "gate" { window.send(KeyEvent(.down, key: Key(rawValue: String(character)))) }
        await host.waitForPendingUpdate()
        let field = try #require(host.subtree.compactMap { $0 as? TextField }.first)
        #expect(field.text == "gate")
        #expect(field.placeholder == "Search photos")
    }

    @Test("The accessible row is one element with a hint and a Favourite action on F")
    func accessibility() throws {
        let favourited = Recorder<Bool>()
        let configuration = Readme.accessibleRow(favourite: Action { favourited.record(true) })
        let row = ViewComponent(view: configuration, size: ComponentSize(width: 390, height: 44))
        let window = Window(size: CGSize(width: 390, height: 44))
        ComponentMounter().mount(row.layout(constrainedTo: .unconstrained), in: window.rootView)
        let view = try #require(window.rootView.subviews.first)
        #expect(view.accessibilityHint == "Opens the species page")
        #expect(view.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: "f")))
        #expect(favourited.values == [true])
    }

    @Test("The feed shows the photo cell once the asynchronous change is applied")
    func feed() async throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let collectionView = CollectionView(frame: window.rootView.bounds)
        try window.rootView.addSubview(collectionView)
        let feed = try Readme.feed(in: collectionView)
        #expect(feed.hasPendingChanges)
        await feed.waitUntilIdle()
        let cell = try #require(feed.cell(forItemAt: [0, 0]))
        #expect(cell.subtree.compactMap { $0 as? Label }.map(\.text.string) == ["Golden Gate"])
    }

    @Test("The example screen decodes under the tighter limits, and the picture under its own")
    func screenLimits() throws {
        let json = try Data(contentsOf: SampleCatalog.repository.appendingPathComponent("Sources/ExamplesApp/Resources/server-driven.json"))
        let picture = try ImageCodec.pngData(of: Image.filled(with: .green, size: CGSize(width: 3, height: 2)))
        let (screen, photo) = try Readme.decodeWithLimits(json, picture: picture, context: LayoutContext())
        #expect(!screen.sections.isEmpty)
        #expect(photo.pixelWidth == 3)
    }
}

@MainActor
@Suite("README samples: navigation")
struct ReadmeNavigationTests {
    @Test("The router builds Home and Photo 3 for /photos/3; Back returns Home; an unknown path is not found")
    func navigation() {
        let navigation = Readme.navigation()
        #expect(navigation.screens.map(\.navigationItem.title) == ["Home", "Photo 3"])
        navigation.pop()
        #expect(navigation.screens.map(\.navigationItem.title) == ["Home"])
        navigation.open(Location("/elsewhere"))
        #expect(navigation.topScreen is NotFoundScreen)
    }

    @Test("The badge mounts one drawing view of its canvas's size, named by its count")
    func drawingBadge() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ComponentMounter().mount(try Readme.unreadBadge(count: 3).layout(constrainedTo: .unconstrained), in: root)
        let badge = try #require(root.subviews.first as? DrawingView)
        #expect(badge.frame.size == CGSize(width: 28, height: 28) && badge.drawing.commands.count == 2)
        #expect(badge.accessibilityName == "3 unread")
    }
}
