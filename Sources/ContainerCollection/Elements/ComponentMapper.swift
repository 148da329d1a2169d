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
    func factory(for id: String) -> (any ComponentFactory)?
    /// Registers `factory` for `id`, replacing an earlier registration.
    func register(factory: any ComponentFactory, for id: String)
}
