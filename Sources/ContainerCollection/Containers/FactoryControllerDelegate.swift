import Foundation

/// What a container does without a delegate: the factory's answers, with
/// the container's fallback for factories that build no controller.
@MainActor
final class FactoryControllerDelegate: ContainerCollectionControllerDelegate {
    let fallback: FallbackFactory

    init(fallback: FallbackFactory) {
        self.fallback = fallback
    }

    func reuseIdentifier(data: Element) -> String { data.reuseIdentifier }

    func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
        data.configure(controller)
    }

    func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController {
        if let controller = data.buildController() { return controller }
        let reason = "\(type(of: data.factory)) built no controller for its data"
        // A fallback factory always builds one for its own data.
        let controller = fallback.buildComponent(using: FallbackData(reason: reason)) ?? ViewController()
        return UnbuildableElementController(wrapping: controller, reason: reason)
    }
}

/// Stands in for a controller a factory could not build: it shows the
/// fallback whatever data it is updated with.
@MainActor
final class UnbuildableElementController: ViewController, ConfigurableComponent {
    private let fallback: ViewController
    private let reason: String

    init(wrapping fallback: ViewController, reason: String) {
        self.fallback = fallback
        self.reason = reason
        super.init()
        // A new controller is no ancestor of the fallback, so this cannot fail.
        try? addChild(fallback)
    }

    override func loadView() { view = fallback.view }

    func configure(with data: (any ComponentData)?) {
        (fallback as? any ConfigurableComponent)?.configure(with: FallbackData(reason: reason))
    }

    override func sizeThatFits(_ available: CGSize) -> CGSize { fallback.sizeThatFits(available) }
}
