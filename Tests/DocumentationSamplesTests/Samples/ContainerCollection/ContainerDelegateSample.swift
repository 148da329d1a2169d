import ContainerCollection
import Foundation

// sample: container-delegate
/// Numbers every row for UI tests; the factories still make and configure the controllers.
final class NumberedRows: ContainerCollectionControllerDelegate {
    func reuseIdentifier(data: Element) -> String { data.reuseIdentifier }

    func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController {
        // nil only when the factory builds nothing for this data: show an empty controller.
        data.buildController() ?? ViewController()
    }

    func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
        data.configure(controller)
        // Elements come with [section, item]; headers and footers with [section].
        if indexPath.count == 2 { controller.view.accessibilityIdentifier = "row-\(indexPath[1])" }
    }
}
// end-sample
