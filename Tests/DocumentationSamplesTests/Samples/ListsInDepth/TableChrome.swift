import ComponentKitLists
import Foundation

extension ListsInDepth {
    /// The article's table set-up: separators, accessories, headers and swipe actions.
    @MainActor
    static func styleTable(_ tableView: TableView) {
        // sample: lists-separators
        tableView.separatorStyle = .singleLine               // the default; .none for none
        tableView.separatorColor = Color(white: 0.8)
        tableView.separatorInset = EdgeInsets(left: 16)      // where the line starts and stops
        // end-sample
    }

    // sample: lists-accessories
    static let cellConfiguration = TableViewCellConfiguration(configureCell: { cell, indexPath in
        cell.accessoryType = indexPath[1] == 0 ? .detailDisclosureButton : .disclosureIndicator
        cell.separatorInset = indexPath[1] == 0 ? EdgeInsets() : nil   // the first row's line runs edge to edge
    })
    // end-sample

    // sample: lists-section-headers
    /// Section headers and footers as components, and the table's own header.
    @MainActor
    final class Catalogue: TableViewSupplementaryDataSource {
        let sections = ["Big cats", "Bears"]

        func tableView(_ tableView: TableView, componentForHeaderInSection section: Int) -> (any Component)? {
            InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(Color(white: 0.94))]),
                insets: EdgeInsets(horizontal: 16, vertical: 6),
                child: LabelComponent(AttributedText(sections[section]), font: .system(size: 13, weight: .semibold),
                                      attributes: [.accessibilityTraits(.header)]))
        }

        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            section == sections.count - 1 ? "Source: the zoo's catalogue" : nil
        }
    }
    // end-sample

    // sample: lists-swipe-actions
    @MainActor
    final class Inbox: TableViewSupplementaryDataSource {
        private(set) var log: [String] = []

        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
            log.append("delete \(indexPath[1])")   // apply a changeset that removes the row
        }

        func tableView(_ tableView: TableView, leadingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
            TableSwipeActionsConfiguration(actions: [
                TableSwipeAction(title: "Pin", backgroundColor: .orange) { [weak self] path in self?.log.append("pin \(path[1])") },
            ])
        }

        func tableView(_ tableView: TableView, trailingSwipeActionsForRowAt indexPath: IndexPath) -> TableSwipeActionsConfiguration? {
            let archive = TableSwipeAction(title: "Archive", shortcut: KeyShortcut("a", modifiers: .option)) { [weak self] path in
                self?.log.append("archive \(path[1])")
            }
            // Delete first: a full swipe to the left performs it.
            return TableSwipeActionsConfiguration(actions: [tableView.deleteSwipeAction(), archive])
        }
    }
    // end-sample
}
