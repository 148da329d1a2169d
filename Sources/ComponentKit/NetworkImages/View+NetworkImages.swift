import Foundation
import ViewTree

extension View {
    /// Waits until no ``NetworkImageView`` in this view's subtree is
    /// downloading (each shows its image, or its placeholder after a
    /// failure), for a test or a render that uses a downloader that answers
    /// later. Returns false if some were still loading after `timeout`.
    ///
    /// ```swift
    /// try feed.apply(changeset, mode: .synchronous)
    /// #expect(await window.rootView.waitForNetworkImages())
    /// let pixels = try RasterRenderer(scale: 2).render(window)
    /// ```
    ///
    /// With an ``ImmediateImageDownloader`` there is nothing to wait for.
    @discardableResult
    public func waitForNetworkImages(timeout: Duration = .seconds(10)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while subtree.contains(where: { ($0 as? NetworkImageView)?.isLoading == true }) {
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return false }
            // Downloads complete on the main queue: yield to let their callbacks run.
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}
