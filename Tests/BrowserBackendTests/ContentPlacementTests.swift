@testable import BrowserBackend
import Foundation
import Testing
import ViewTree

/// Pictures are placed on the server, by the content mode's one function
/// (``ContentMode/rect(forImageOfSize:in:)``, which the raster backend
/// draws with), and the page is sent the result when it changes.
@MainActor
@Suite("Content placement: the server places pictures for the page")
struct ContentPlacementTests {
    @Test("An image's placement is ContentMode.rect in percent of the view, for every mode")
    func imagePlacement() throws {
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.image = Image.filled(with: .white, size: CGSize(width: 50, height: 50))
        for mode in ContentMode.allCases {
            view.contentMode = mode
            let rect = mode.rect(forImageOfSize: CGSize(width: 50, height: 50), in: CGRect(x: 0, y: 0, width: 200, height: 100))
            let expected = [rect.minX / 2, rect.minY, rect.width / 2, rect.height].map { Double($0) }
            #expect(ContentPlacement.placement(of: view) == expected, "\(mode)")
        }
        view.contentMode = .aspectFit
        #expect(ContentPlacement.placement(of: view) == [25, 0, 50, 100])
        view.image = nil
        #expect(ContentPlacement.placement(of: view) == nil)
    }

    @Test("A drawing's viewBox puts its canvas where the content mode says")
    func drawingPlacement() throws {
        let drawing = try Drawing(size: CGSize(width: 10, height: 20), commands: [])
        let view = DrawingView(drawing: drawing, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .aspectFit
        // The canvas is 50 × 100 in the middle: the bounds are 20 drawing units wide, starting 5 units left of it.
        #expect(ContentPlacement.placement(of: view) == [-5, 0, 20, 20])
        view.contentMode = .scaleToFill
        #expect(ContentPlacement.placement(of: view) == [0, 0, 10, 20])
    }

    @Test("A new content mode or frame sends the placement again; a colour sends none")
    func sentWhenChanged() throws {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.image = Image.filled(with: .white, size: CGSize(width: 50, height: 50))
        try window.rootView.addSubview(view)
        var derivations = PageDerivations()
        #expect(derivations.adopt(window).placements.map(\.id) == [view.id])
        _ = window.takeTransaction()

        view.backgroundColor = .red
        #expect(derivations.changes(after: window.takeTransaction(), focusChanges: [], in: window).placements.isEmpty)
        view.contentMode = .center
        let sent = derivations.changes(after: window.takeTransaction(), focusChanges: [], in: window).placements
        #expect(sent.map(\.id) == [view.id] && sent.first?.placement == [37.5, 25, 25, 50])
        view.frame.size.width = 100
        #expect(derivations.changes(after: window.takeTransaction(), focusChanges: [], in: window).placements.first?.placement
                == [25, 25, 50, 50])
    }
}
