import Foundation

/// Makes the rows a container adds for its screen's status and its paged
/// sections: a spinner with text while loading, the reason with a Retry
/// button on failure, a quiet line at the end.
struct StatusRowFactory: ComponentFactory {
    let layoutContext: LayoutContext

    @MainActor
    func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is StatusRowData else { return nil }
        return StatusRowController(layoutContext: layoutContext)
    }

    func identifyComponent(using data: any ComponentData) -> String { "status" }

    func validComponent(using data: any ComponentData) -> ComponentValidation {
        .require(data is StatusRowData, "expected StatusRowData, got \(type(of: data))")
    }

    func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize? {
        guard let row = data as? StatusRowData else { return nil }
        return StatusRowComponent(row: row, retry: nil).layout(
            constrainedTo: SizeRangeProvider.flexibleHeight.sizeRange(for: available), parentSize: available, context: layoutContext).size
    }
}
