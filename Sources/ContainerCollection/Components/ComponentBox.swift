/// A component as a hosting view's model: components are not `Equatable`,
/// so every update renders.
struct ComponentBox: Sendable {
    let component: any Component

    static let provider = ComponentProvider<ComponentBox, Void> { box, _ in box.component }
}
