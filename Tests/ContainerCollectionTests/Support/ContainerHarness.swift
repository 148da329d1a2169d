import Foundation
import Testing
@testable import ContainerCollection

/// A container of probe elements shown in a window, with its log.
@MainActor
struct ContainerHarness {
    let window: Window
    let container: ContainerCollectionController
    let log: ProbeLog
    let probes: ProbeFactory

    init(size: CGSize = CGSize(width: 300, height: 400), layout: ContainerLayout = .list(), workingRange: CGFloat = 0,
         log: ProbeLog = ProbeLog()) throws {
        self.log = log
        probes = ProbeFactory(log: log)
        window = Window(size: size)
        container = ContainerCollectionController(layout: layout, fallback: TestEnvironment.fallback)
        container.listView.workingRange = workingRange
        try container.present(in: window)
    }

    /// An element showing a probe.
    func element(_ name: String, height: Double = 50, variant: String = "plain", valid: Bool = true, id: String? = nil) -> Element {
        Element(id: id ?? name, data: ProbeData(name: name, height: height, variant: variant, valid: valid), factory: probes)
    }

    /// The probe controller showing the element named `name`, if one is mounted.
    func controller(showing name: String) -> ProbeController? {
        container.activeControllers.compactMap { $0 as? ProbeController }.first { $0.data?.name == name }
    }

    /// Names of the mounted elements, top to bottom.
    var mountedNames: [String] {
        container.listView.indexPathsForMountedItems.compactMap {
            (container.listView.cell(forItemAt: $0) as? ContainerCell)?.controller.flatMap { ($0 as? ProbeController)?.data?.name }
        }
    }

    /// The frame of the element named `name` in the list's content.
    func frame(of name: String) -> CGRect? {
        for path in container.listView.indexPathsForMountedItems {
            guard let cell = container.listView.cell(forItemAt: path) as? ContainerCell,
                  (cell.controller as? ProbeController)?.data?.name == name else { continue }
            return cell.frame
        }
        return nil
    }

    /// Scrolls to `y` and settles the layout.
    func scroll(to y: CGFloat) {
        container.listView.scroll(to: CGPoint(x: 0, y: y))
        container.layoutIfNeeded()
    }
}
