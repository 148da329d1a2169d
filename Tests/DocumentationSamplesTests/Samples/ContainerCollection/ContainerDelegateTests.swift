import ContainerCollection
import Foundation
import Testing

@MainActor
@Suite("Container Collection overview: a delegate")
struct ContainerDelegateTests {
    @Test("The delegate numbers the rows, and the factory's controllers still show the data")
    func numbersRows() throws {
        let (screen, window, container) = try ServerDrivenArticle.showExampleScreen()
        let delegate = NumberedRows()
        container.delegate = delegate
        try container.update(sections: [])
        try container.show(screen)
        let identifiers = window.rootView.subtree.compactMap(\.accessibilityIdentifier)
        #expect(identifiers.contains("row-0") && identifiers.contains("row-1"))
        #expect(window.rootView.subtree.contains { ($0 as? Label)?.text.string.isEmpty == false })
    }
}
