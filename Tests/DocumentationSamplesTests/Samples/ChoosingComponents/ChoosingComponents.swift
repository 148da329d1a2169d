import ComponentKit
import Foundation
import Testing

/// The samples of "Choosing between components", nested so their names do not meet other articles'.
enum ChoosingComponents {
    // sample: choosing-switch
    /// What a photo tile shows while its photo loads.
    enum PhotoStatus: Sendable {
        case loading
        case failed(String)
        case loaded(Image)
    }

    struct PhotoTile: CompositeComponent {
        let status: PhotoStatus

        var body: some Component {
            switch status {
            case .loading: ActivityIndicatorComponent()
            case .failed(let reason): LabelComponent(reason)
            case .loaded(let image): ImageComponent(image, size: ComponentSize(width: 120, height: 120))
            }
        }
    }
    // end-sample

    // sample: choosing-if
    struct UnreadBadge: CompositeComponent {
        let unread: Int

        var body: some Component {
            if unread > 0 { LabelComponent("\(unread)", font: .system(size: 12, weight: .bold)) }
        }
    }
    // end-sample

    static func rows(unread: Int) -> [AnyComponent] {
        // sample: choosing-erase
        let badge = unread > 0
            ? AnyComponent(LabelComponent("\(unread)"))
            : AnyComponent(EmptyComponent())
        let rows: [AnyComponent] = [AnyComponent(LabelComponent("Inbox")), badge]
        // end-sample
        return rows
    }
}

@Suite("Choosing between components")
struct ChoosingComponentsTests {
    @Test("Each status lays out as the component its branch names")
    func statuses() {
        let context = LayoutContext(textMeasurer: nil)
        let image = Image.filled(with: .red, size: CGSize(width: 4, height: 4))
        let picked = [ChoosingComponents.PhotoStatus.loading, .failed("Offline"), .loaded(image)].map {
            ChoosingComponents.PhotoTile(status: $0).layout(constrainedTo: .unconstrained, context: context).children[0].layout.component
        }
        #expect(picked[0] is ActivityIndicatorComponent)
        #expect(picked[1] is LabelComponent)
        #expect(picked[2] is ImageComponent)
        #expect(ChoosingComponents.UnreadBadge(unread: 0).layout(constrainedTo: .unconstrained, context: context).size == .zero)
        #expect(ChoosingComponents.rows(unread: 0)[1].base is EmptyComponent)
    }
}
