/// Builds ``HeavyResourceViewController``s; data is valid with sides from 1
/// to 4,096 pixels.
public struct HeavyResourceFactory: DecodableComponentFactory {
    public typealias DecodedData = HeavyResourceData

    /// Decodes pictures.
    public let loader: HeavyImageLoader

    /// A factory.
    public init(loader: HeavyImageLoader = .pattern) {
        self.loader = loader
    }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is HeavyResourceData else { return nil }
        return HeavyResourceViewController(loader: loader)
    }

    public func identifyComponent(using data: any ComponentData) -> String { "heavy" }

    public func validComponent(using data: any ComponentData) -> Bool {
        (data as? HeavyResourceData)?.isValid ?? false
    }
}
