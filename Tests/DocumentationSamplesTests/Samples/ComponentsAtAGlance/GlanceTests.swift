import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Components at a glance")
struct GlanceTests {
    @Test("Every view component lays out and mounts its view")
    func views() {
        let photo = Image.filled(with: .brown, size: CGSize(width: 12, height: 8))
        let downloader = ImmediateImageDownloader { _ in photo }
        let component = Glance.views(photo: photo, downloader: downloader, open: .noop)
        let layout = component.layout(constrainedTo: .flexibleHeight(width: 390))
        let window = Window(size: CGSize(width: 390, height: 844))
        ComponentMounter().mount(layout, in: window.rootView)
        let kinds = window.rootView.subtree.map { String(describing: type(of: $0)) }
        for kind in ["Label", "ImageView", "NetworkImageView", "Button", "ActivityIndicator", "TextField"] {
            #expect(kinds.contains(kind), "no \(kind) in \(kinds)")
        }
        #expect(layout.size.height > 250)
    }

    @Test("Every layout component places its children")
    func layouts() throws {
        let layout = try Glance.layouts().layout(constrainedTo: .flexibleHeight(width: 390))
        let window = Window(size: CGSize(width: 390, height: 844))
        ComponentMounter().mount(layout, in: window.rootView)
        // Boxes: centred, inset (with its background), overlaid (with its badge), placed (with its badge), square, three wrapped.
        let purple = window.rootView.subtree.filter { $0.backgroundColor == .purple }
        #expect(purple.count == 8)
        let square = purple.first { $0.frame.width == 390 }
        #expect(square?.frame.height == 390)
    }
}
