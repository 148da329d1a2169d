import ComponentKit
import Foundation

/// One item of a ``DataSourceState``: its model, the component made for
/// it, that component's layout, and the scope root that keeps its state and
/// controllers across updates.
public struct DataSourceItem<Model: Sendable>: Sendable {
    // The model goes last: the fields before it sit at the same offsets
    // whatever the model is, so code that reads an item's layout (every
    // geometry rebuild reads each one) needs no per-model metadata for it.

    /// Stays the same for the item's whole life, across updates and moves.
    public let id: Int
    /// The component's layout within the configuration's size range.
    public let layout: Layout
    /// Holds the item's component state and controllers.
    public let scopeRoot: ScopeRoot
    /// The component made from the model.
    public let component: any Component
    /// The model the item shows.
    public let model: Model
}
