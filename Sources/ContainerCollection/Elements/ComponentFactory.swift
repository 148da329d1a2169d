import Foundation

/// Builds, identifies and validates the component for some data: one
/// factory per kind of component, the seed's `ComponentFactory`.
///
/// ``identifyComponent(using:)`` is the reuse identifier: controllers are
/// only reused for data with the same identifier, so a component with
/// several layouts (variants) answers one identifier per layout.
///
/// ```swift
/// struct BannerFactory: ComponentFactory {
///     func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? { BannerController() }
///     func identifyComponent(using data: any ComponentData) -> String { "banner" }
///     func validComponent(using data: any ComponentData) -> ComponentValidation {
///         .require(!((data as? BannerData)?.text.isEmpty ?? true), "a banner needs text")
///     }
/// }
/// ```
public protocol ComponentFactory: Sendable {
    /// A new controller for `data`, not yet configured; nil if this factory
    /// cannot build one for it (the container shows a fallback instead).
    @MainActor func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)?
    /// The reuse identifier of the controller `data` needs.
    func identifyComponent(using data: any ComponentData) -> String
    /// Whether `data` can be shown by this factory's component, and if
    /// not, why (shown in the fallback and reported as a problem).
    func validComponent(using data: any ComponentData) -> ComponentValidation
    /// The component's size for `data` within `available` (an infinite axis
    /// is free), when the factory can tell without a controller; nil (the
    /// default) to measure the configured controller instead.
    func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize?
}

extension ComponentFactory {
    public func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize? { nil }
}
