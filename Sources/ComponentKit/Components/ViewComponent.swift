import Foundation
import ViewTree

/// A component that mounts one view and has no children: ComponentKit's
/// plain `CKComponent`.
///
/// Its size is its ``componentSize`` resolved in the constraint; an auto size takes
/// the smallest size the constraint allows.
///
/// ```swift
/// let divider = ViewComponent(
///     view: ViewConfiguration(View.self, [.backgroundColor(.lightGray)]),
///     size: ComponentSize(height: 1))
/// ```
public struct ViewComponent: Component {
    public let viewConfiguration: ViewConfiguration
    public let componentSize: ComponentSize

    /// A component mounting `view` at `size`.
    public init(view: ViewConfiguration = .none, size: ComponentSize = .auto) {
        self.viewConfiguration = view
        self.componentSize = size
    }
}
