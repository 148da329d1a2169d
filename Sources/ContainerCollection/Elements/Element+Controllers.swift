import Foundation

extension Element {
    /// The factory's new controller for this element's data, not yet
    /// configured; nil when the factory builds none (a container shows its
    /// fallback instead).
    @MainActor
    public func buildController() -> ViewController? {
        factory.buildComponent(using: data)
    }

    /// Configures `controller` with this element's data, as a container
    /// does (``ConfigurableComponent/configure(with:)``); a controller that
    /// is not configurable is left as it is.
    @MainActor
    public func configure(_ controller: ViewController) {
        (controller as? any ConfigurableComponent)?.configure(with: data)
    }
}
