import ComponentKit
import Foundation

/// One item of a ``DataSourceState``: its model, the component made for
/// it, that component's layout, and the scope root that keeps its state and
/// controllers across updates.
public struct DataSourceItem<Model: Sendable>: Sendable {
    /// Stays the same for the item's whole life, across updates and moves.
    public let id: Int
    /// The model the item shows.
    public let model: Model
    /// The component made from the model.
    public let component: any Component
    /// The component's layout within the configuration's size range.
    public let layout: Layout
    /// Holds the item's component state and controllers.
    public let scopeRoot: ScopeRoot
}
