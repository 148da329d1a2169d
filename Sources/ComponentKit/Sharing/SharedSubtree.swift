import Foundation

/// A part of a screen that every host in the process shows alike, made and
/// laid out once for all of them: the components a builder makes from an
/// input, interned by that input.
///
/// A server holds a copy of each session's screens, and sessions showing
/// the same menu, header or list of links would each build and lay out the
/// same immutable components. Make a shared subtree once (a `static let`,
/// as a ``ComponentProvider``) and use its ``component(for:)`` in a body:
/// the first host to lay it out for an input, a size range and a parent
/// size builds it, and every other host whose pass measures text the same
/// way and provides the same context values the subtree read (its traits,
/// say) uses that layout. Each host still mounts views of its own.
///
/// ```swift
/// enum Menu {
///     static let links = SharedSubtree<[String]> { titles in
///         StackComponent(axis: .vertical, spacing: 8) {
///             for title in titles {
///                 LabelComponent(title, font: .preferred(.body))
///             }
///         }
///     }
/// }
///
/// struct MenuScreen: CompositeComponent {
///     let titles: [String]
///     var body: some Component { Menu.links.component(for: titles) }
/// }
/// ```
///
/// What the builder makes must come from its input alone, as a provider's
/// must: it runs once for every host. Components inside get no scope, so a
/// stateful component there keeps its initial state and a controlled one
/// gets no controller; actions there cannot capture a session's objects
/// either, so send them to the host with ``Action/sendToHost(_:)`` (the
/// host's ``ScopeRoot/contextResponder`` handles them). A shared subtree is
/// shared only inside a host's render pass (a ``HostingView``, a list's
/// items), which records the context values it reads; laid out by hand, it
/// lays out its child as any component would. Nothing is shared while the
/// pass has analytics listeners that expect to see every tree built (see
/// ``AnalyticsListener/allowsSharedItems``).
public struct SharedSubtree<Input: Hashable & Sendable>: Sendable {
    /// Tells builders apart: copies of one shared subtree share it.
    final class Identity: Sendable {}

    let identity = Identity()
    let build: @Sendable (Input) -> any Component

    /// A shared subtree that `build` makes from each input.
    public init(_ build: @escaping @Sendable (Input) -> any Component) {
        self.build = build
    }

    /// The subtree for `input`, as a component to place in a body.
    public func component(for input: Input) -> SharedSubtreeComponent<Input> {
        SharedSubtreeComponent(subtree: self, input: input)
    }
}
