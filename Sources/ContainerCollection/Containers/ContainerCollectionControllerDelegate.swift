import Foundation

/// Answers a container's three questions about each element: which
/// controllers can show it, how to make one, and how to update one with it
/// (the seed's `ContainerCollectionControllerDelegate`).
///
/// All three are required, with exactly these signatures: a method with
/// another signature (the seed's `data: Any`, say) would otherwise compile
/// and never be called, so the compiler asks for each. A container without a
/// delegate asks the element's factory; a delegate that changes one answer
/// gives the factory's for the others with the element's helpers:
///
/// ```swift
/// final class FeedScreen: ViewController, ContainerCollectionControllerDelegate {
///     func reuseIdentifier(data: Element) -> String { data.reuseIdentifier }
///     func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController {
///         data.buildController() ?? ViewController()
///     }
///     func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath) {
///         data.configure(controller)
///         if indexPath.count == 2 { controller.view.accessibilityIdentifier = "row-\(indexPath[1])" }
///     }
/// }
/// ```
///
/// `indexPath` is `[section, item]` for an element, and `[section]` for a
/// section's header or footer.
@MainActor
public protocol ContainerCollectionControllerDelegate: AnyObject {
    /// The reuse identifier for `data`: controllers made for one are only
    /// ever updated with elements of the same one. The factory's is
    /// ``Element/reuseIdentifier``.
    func reuseIdentifier(data: Element) -> String
    /// A new controller for `data`, which will be updated before it is
    /// shown. The factory's is ``Element/buildController()``.
    func createController(data: Element, forIndexPath indexPath: IndexPath) -> ViewController
    /// Shows `data` in `controller` (new, or reused from another element
    /// with the same reuse identifier). The factory's is ``Element/configure(_:)``.
    func update(controller: ViewController, data: Element, forIndexPath indexPath: IndexPath)
}
