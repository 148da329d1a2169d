import Foundation

/// Answers a container's three questions about each element: which
/// controllers can show it, how to make one, and how to update one with it
/// (the seed's `ContainerCollectionControllerDelegate`).
///
/// Every method has a default that asks the element's factory, so a
/// delegate overrides only what it wants to change. A container without a
/// delegate uses the defaults.
///
/// ```swift
/// final class FeedScreen: ViewController, ContainerCollectionControllerDelegate {
///     func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
///         (controller as? any ConfigurableComponent)?.configure(with: data.data)
///         controller.view.accessibilityIdentifier = "row-\(indexPath[1])"
///     }
/// }
/// ```
@MainActor
public protocol ContainerCollectionControllerDelegate: AnyObject {
    /// The reuse identifier for `data`: controllers made for one are only
    /// ever updated with elements of the same one.
    func reuseIdentifier(data: Element) -> String
    /// A new controller for `data`, which will be updated before it is shown.
    func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController
    /// Shows `data` in `controller` (new, or reused from another element with the same reuse identifier).
    func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath)
}

extension ContainerCollectionControllerDelegate {
    /// The element's ``Element/reuseIdentifier``.
    public func reuseIdentifier(data: Element) -> String { data.reuseIdentifier }

    /// The factory's controller, or an empty one if the factory built none
    /// (containers show their fallback instead).
    public func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController {
        data.factory.buildComponent(using: data.data) ?? ViewController()
    }

    /// ``ConfigurableComponent/configure(with:)`` with the element's data.
    public func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
        (controller as? any ConfigurableComponent)?.configure(with: data.data)
    }
}
