import Foundation
import ViewTree

/// The controller a ``ComponentElementFactory`` builds: it shows the
/// factory's component for whatever data it is configured with.
@MainActor
final class ComponentElementController: ComponentViewController, ConfigurableComponent {
    private let makeComponent: @Sendable (any ComponentData) -> (any Component)?

    init(layoutContext: LayoutContext, sizeRangeProvider: SizeRangeProvider,
         makeComponent: @escaping @Sendable (any ComponentData) -> (any Component)?) {
        self.makeComponent = makeComponent
        super.init(layoutContext: layoutContext, sizeRangeProvider: sizeRangeProvider)
    }

    func configure(with data: (any ComponentData)?) {
        // Data of another kind shows nothing rather than what was there before.
        show(data.flatMap(makeComponent) ?? ViewComponent())
    }
}
