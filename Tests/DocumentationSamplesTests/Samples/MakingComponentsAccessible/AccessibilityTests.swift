import ComponentKit
import Foundation
import Testing

@MainActor
@Suite("Making components accessible")
struct AccessibilityTests {
    /// `component` mounted at the top of a new window, text measured with Pango.
    func window(showing component: some Component) -> Window {
        let window = Window(size: CGSize(width: 390, height: 300))
        let layout = component.layout(constrainedTo: .flexibleHeight(width: 390))
        ComponentMounter().mount(layout, in: window.rootView)
        return window
    }

    @Test("The grouped row reads as one element; headings, live regions and labelled images read as the article says")
    func reading() {
        let row = Accessibility.AnimalRow(animal: Accessibility.Animal(name: "Lion", species: "Panthera leo", status: "Endangered"))
        #expect(window(showing: row).accessibilityDump().contains(#"group "Lion, Panthera leo, Endangered""#))

        let photo = Accessibility.Photo(id: 1, title: "Half Dome", url: URL(string: "https://example.com/1.jpg")!)
        #expect(window(showing: Accessibility.heading(photo: photo)).accessibilityDump().contains(#"heading level 2 "Half Dome""#))

        let picture = Image.filled(with: .red, size: CGSize(width: 60, height: 60))
        let images = Accessibility.labelledImages(picture: picture, photo: photo, downloader: ImmediateImageDownloader { _ in picture })
        let dump = window(showing: images).accessibilityDump()
        #expect(dump.contains(#"image "Sunset over the bay""#))
        #expect(dump.contains(#"image "Half Dome""#))

        let status = window(showing: Accessibility.status("3 photos"))
        #expect(status.rootView.subtree.contains { $0.accessibilityLiveRegion == .polite })
    }

    @Test("Custom actions run from their keys, one through the responder chain")
    func customActions() throws {
        let deleted = Recorder<Int>()
        let photo = Accessibility.Photo(id: 4, title: "Big Sur", url: URL(string: "https://example.com/4.jpg")!)
        let favourites = Recorder<Bool>()
        let host = HostingView(provider: ComponentProvider<Int, Void> { _, _ in FavouriteRow(photo: photo, deleted: deleted) },
                               context: (), frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        host.scopeRoot.contextResponder = FavouriteResponder(favourites: favourites)
        let window = Window(size: CGSize(width: 390, height: 44))
        try window.rootView.addSubview(host)
        host.update(model: 0)
        let row = try #require(host.subviews.first)
        #expect(row.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: "f")))
        #expect(window.send(KeyEvent(.down, key: .delete)))
        #expect(favourites.values == [true])
        #expect(deleted.values == [4])
    }

    @Test("Announcements go out in the window's next transaction")
    func announcements() {
        let window = Window(size: CGSize(width: 390, height: 44))
        _ = window.takeTransaction()
        Accessibility.announce(photos: [], in: window)
        let mutations = window.takeTransaction().mutations
        #expect(mutations.contains(.announce("0 photos loaded", priority: .polite)))
        #expect(mutations.contains(.announce("Could not save the photo", priority: .assertive)))
    }
}

/// A row with the article's two actions, in a scope so `.send(_:from:)` has a start.
private struct FavouriteRow: StatefulComponent {
    let photo: Accessibility.Photo
    let deleted: Recorder<Int>

    func initialState() -> Int { 0 }

    func body(state: Int, scope: Scope<Int>) -> some Component {
        let deleted = deleted
        return ViewComponent(view: Accessibility.actions(scope: scope, photo: photo) { deleted.record($0.id) },
                             size: ComponentSize(width: 390, height: 44))
    }
}

/// Handles `.favourite` where the responder chain ends.
private struct FavouriteResponder: ActionResponding {
    let favourites: Recorder<Bool>

    func handle(_ event: ActionEvent) -> Bool {
        guard event.matches(ActionName<Void>.favourite) else { return false }
        favourites.record(true)
        return true
    }
}
