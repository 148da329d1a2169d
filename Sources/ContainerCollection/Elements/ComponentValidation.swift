/// Whether a factory's component can show some data, and if not, why: the
/// answer of ``ComponentFactory/validComponent(using:)``.
///
/// The reason reaches the fallback that takes the element's place and the
/// problems a container or a screen reports, so say what is wrong with the
/// data in words a server engineer can act on.
///
/// ```swift
/// func validComponent(using data: any ComponentData) -> ComponentValidation {
///     guard let weather = data as? WeatherData else { return .invalid("expected WeatherData") }
///     return .require((-90...60).contains(weather.temperature), "temperature \(weather.temperature) is outside -90...60")
/// }
/// ```
public enum ComponentValidation: Hashable, Sendable {
    /// The component can show the data.
    case valid
    /// It cannot, for this reason.
    case invalid(String)

    /// Valid when `condition` holds, invalid for `reason` otherwise.
    public static func require(_ condition: Bool, _ reason: @autoclosure () -> String) -> ComponentValidation {
        condition ? .valid : .invalid(reason())
    }

    /// Whether the data is valid.
    public var isValid: Bool { self == .valid }

    /// Why the data is invalid; nil when it is valid.
    public var reason: String? {
        if case .invalid(let reason) = self { return reason }
        return nil
    }
}
