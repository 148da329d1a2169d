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
}
