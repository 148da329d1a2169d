import Foundation

/// Shows a status row; its Retry runs the row's action in the container
/// it is a child of.
@MainActor
final class StatusRowController: ComponentViewController, ConfigurableComponent {
    /// The row shown now.
    private(set) var row: StatusRowData?

    init(layoutContext: LayoutContext) {
        super.init(layoutContext: layoutContext, sizeRangeProvider: .flexibleHeight)
    }

    func configure(with data: (any ComponentData)?) {
        row = data as? StatusRowData
        guard let row else { return show(ViewComponent()) }
        show(StatusRowComponent(row: row) { [weak self] in self?.retry() })
    }

    private func retry() {
        guard let action = row?.retry, let container = parent as? ContainerCollectionController else { return }
        container.run(action, for: nil)
    }
}
