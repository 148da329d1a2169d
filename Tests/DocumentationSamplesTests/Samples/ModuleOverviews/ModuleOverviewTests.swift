import Flexbox
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite("Module overviews")
struct ModuleOverviewTests {
    @Test("Flexbox: the text takes the rest of the row")
    func flexbox() throws {
        #expect(try layOutARow() == FlexRect(left: 60, top: 0, width: 330, height: 60))
    }

    @Test("ViewTree: tapping the avatar calls showProfile")
    func viewTree() throws {
        let shown = Recorder<Bool>()
        let (window, transaction) = try tapAnAvatar(photo: Image.filled(with: .blue, size: CGSize(width: 40, height: 40))) {
            shown.record(true)
        }
        #expect(shown.values == [true])
        #expect(!transaction.mutations.isEmpty)
        #expect(window.rootView.subviews.first is ImageView)
    }

    @Test("RasterBackend: a window drawn at 3x and written as PNG")
    func raster() throws {
        let window = Window(size: CGSize(width: 100, height: 50))
        window.rootView.backgroundColor = .white
        let (pixels, directory) = try inTemporaryDirectory { try drawAtThreeTimes(window) }
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(pixels.pixelWidth == 300 && pixels.pixelHeight == 150)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("screen@3x.png").path))
    }

    @Test("RasterBackend: a kept renderer redraws only the changed label, and its frame equals a whole redraw")
    func retainedFrame() throws {
        let window = Window(size: CGSize(width: 320, height: 200))
        window.rootView.backgroundColor = .white
        let label = Label(frame: CGRect(x: 16, y: 40, width: 200, height: 20))
        label.text = "No new messages"
        try window.rootView.addSubview(label)
        let (damage, frame) = try redrawOneLabel(in: window, label: label)
        #expect(damage == CGRect(x: 15.5, y: 39.5, width: 201, height: 21))
        #expect(frame == (try RasterRenderer(scale: 2).render(window)))
    }
}
