/// Data and the factory that shows it: one entry of a container, the
/// seed's `Element`.
///
/// The optional ``id`` is the element's identity across updates: a
/// container diffing two element lists matches elements by it, so an
/// element that moves keeps its controller. Elements without one are matched
/// by their reuse identifier and their order among elements with the same one.
///
/// ```swift
/// let banner = Element(id: "welcome", data: BannerData(text: "Welcome"), factory: BannerFactory())
/// ```
public struct Element: Sendable {
    /// What the component shows.
    public let data: any ComponentData
    /// Builds, identifies and validates the component.
    public let factory: any ComponentFactory
    /// The identity across updates, if the element has one.
    public let id: String?
    /// What a screen asks it to do when a person taps it, holds it, or it
    /// appears (a decoded screen's `actions`; none by default).
    public var actions: ElementActions = .none
    /// What the parts the element shows do (a rail's cards, by card
    /// identity): a decoded screen's `parts`. Its controller applies them if
    /// it adopts ``PartActionsShowing``.
    public var partActions: [String: ElementActions] = [:]
    /// The fields that follow the screen's variables (a decoded screen's
    /// `bind`; none by default). Only a decoded element can apply data
    /// bindings: it keeps the JSON it was made from.
    public var bindings = ElementBindings()
    /// What a decoded element with bindings is made from again.
    var template: ElementTemplate?

    /// An element without an identity.
    public init(data: any ComponentData, factory: any ComponentFactory) {
        self.init(id: nil, data: data, factory: factory)
    }

    /// An element with an identity.
    public init(id: String?, data: any ComponentData, factory: any ComponentFactory) {
        self.data = data
        self.factory = factory
        self.id = id
    }

    /// The factory's reuse identifier for the data, qualified by the
    /// factory's type so two factories cannot share controllers by accident.
    public var reuseIdentifier: String {
        "\(String(reflecting: type(of: factory))):\(factory.identifyComponent(using: data))"
    }

    /// Whether the factory accepts the data, and if not, why.
    public var validation: ComponentValidation { factory.validComponent(using: data) }

    /// Whether the factory accepts the data.
    public var isValid: Bool { validation.isValid }
}
