import ComponentKit
import Foundation

extension ContainerCollectionController {
    /// Waits until the container shows everything it was given, for a test
    /// or a render: pending layout passes (its own and its nested
    /// containers'), and images still downloading in its cells, again and
    /// again while one brings the other (an image that resizes a cell).
    /// Returns false if something was still pending after `timeout`.
    ///
    /// ```swift
    /// try container.show(screen)
    /// try container.present(in: window)
    /// await container.waitUntilSettled()
    /// let pixels = try RasterRenderer(scale: 2).render(window)
    /// ```
    ///
    /// With a downloader that answers at once (`PatternImageDownloader`,
    /// `ImmediateImageDownloader`) this returns after the layout passes.
    @discardableResult
    public func waitUntilSettled(timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            for container in containersInTree() {
                await container.waitForPendingLayout()
                container.layoutIfNeeded()
            }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero, !Task.isCancelled else { return false }
            // The app may have put the list inside another root view, or elsewhere.
            guard await listView.waitForNetworkImages(timeout: remaining) else { return false }
            if !listView.isDescendant(of: view) {
                guard await view.waitForNetworkImages(timeout: deadline - ContinuousClock.now) else { return false }
            }
            // Callbacks that landed may have invalidated sizes: settle again until nothing is pending.
            if containersInTree().allSatisfy({ $0.pendingLayout == nil }) { return true }
        }
    }

    /// This container and the containers among its descendants.
    private func containersInTree() -> [ContainerCollectionController] {
        var found: [ContainerCollectionController] = []
        func visit(_ controller: ViewController) {
            if let container = controller as? ContainerCollectionController { found.append(container) }
            for child in controller.children { visit(child) }
        }
        visit(self)
        return found
    }
}
