/// Maps component identifiers (as a server names them) to factories: the
/// seed's `ComponentMapper`.
///
/// ```swift
/// let mapper = GenericComponentMapper()
/// mapper.register(factory: BannerFactory(), for: "banner")
/// mapper.factory(for: "banner")   // BannerFactory
/// ```
public protocol ComponentMapper: Sendable {
    /// The factory registered for `id`, if any.
    func factory(for id: String) -> (any DecodableComponentFactory)?
    /// Registers `factory` for `id`, replacing an earlier registration.
    ///
    /// Only factories that can decode their data from a server can be
    /// registered: a plain ``ComponentFactory`` is a compile error here
    /// (elements built in code carry their factory and need no mapper).
    func register(factory: any DecodableComponentFactory, for id: String)
    /// Every registered identifier, sorted (for "did you mean" when a
    /// screen names an unknown component).
    var registeredIDs: [String] { get }
}
