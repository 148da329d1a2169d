import ComponentKit
import Testing

extension Accessibility {
    /// The article's test steps, for a window whose table shows the animals with deletable rows.
    @MainActor
    static func deleteTheLion(window: Window, tableView: TableView) throws {
        // sample: accessibility-testing
        #expect(window.accessibilityDump().contains(#"listItem "Lion, Panthera leo, Endangered" (1 of 12)"#))
        let lion = try #require(tableView.cell(forItemAt: [0, 0]))
        #expect(lion.becomeFirstResponder())
        _ = window.takeTransaction()
        #expect(window.send(KeyEvent(.down, key: .delete)))   // or lion.performAccessibilityCustomAction(named: "Delete")
        #expect(window.takeTransaction().mutations.contains(.announce("Lion, Panthera leo, Endangered, deleted", priority: .polite)))
        // end-sample
    }
}
