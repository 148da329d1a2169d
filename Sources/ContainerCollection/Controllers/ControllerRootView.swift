import Foundation
import ViewTree

/// The view a ``ViewController`` makes by default: it tells the controller
/// when its size changed, so the controller can place its subviews.
@MainActor
final class ControllerRootView: View {
    weak var controller: ViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }
}
