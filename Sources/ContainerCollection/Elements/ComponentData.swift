/// The data a Container Collection component is configured with: the
/// seed's marker protocol, here `Sendable` so screens can be decoded off the
/// main actor.
///
/// Data that is also `Equatable` lets containers skip updating a component
/// whose data did not change.
///
/// ```swift
/// struct BannerData: ComponentData, Equatable, Decodable {
///     var text: String
/// }
/// ```
public protocol ComponentData: Sendable {}
