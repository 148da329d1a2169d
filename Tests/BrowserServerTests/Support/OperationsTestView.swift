import BrowserServer
import BrowserTesting

extension BrowserSession {
    /// The sample note view the operations tests' sessions show.
    @MainActor var operationsView: SampleNoteView? { contentView as? SampleNoteView }
}
