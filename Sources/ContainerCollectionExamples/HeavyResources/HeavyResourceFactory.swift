import ContainerCollection
import Foundation

/// Builds ``HeavyResourceViewController``s; data is valid with sides from 1
/// to 4,096 pixels. The controllers share one ComponentKit's `DecodedImageBudget` and a
/// per-picture pixel limit, from the factory's ``/ContainerCollection/ScreenLimits``.
public struct HeavyResourceFactory: DecodableComponentFactory {
    public typealias DecodedData = HeavyResourceData

    /// Decodes pictures.
    public let loader: HeavyImageLoader
    /// The most pixels one picture may have.
    public let maximumPixelCount: Int
    /// The decoded bytes all this factory's controllers may hold at once.
    public let budget: DecodedImageBudget

    /// A factory; `budget` defaults to a new one of `limits.maximumDecodedByteCount`.
    public init(loader: HeavyImageLoader = .pattern, limits: ScreenLimits = .default, budget: DecodedImageBudget? = nil) {
        self.loader = loader
        maximumPixelCount = limits.maximumImagePixelCount
        self.budget = budget ?? DecodedImageBudget(limit: limits.maximumDecodedByteCount)
    }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is HeavyResourceData else { return nil }
        return HeavyResourceViewController(loader: loader, maximumPixelCount: maximumPixelCount, budget: budget)
    }

    public func identifyComponent(using data: any ComponentData) -> String { "heavy" }

    public func validComponent(using data: any ComponentData) -> ComponentValidation {
        guard let picture = data as? HeavyResourceData else { return .invalid("expected HeavyResourceData, got \(type(of: data))") }
        return .require(picture.isValid, "pixel sizes must be 1...4096, not \(picture.pixelWidth)×\(picture.pixelHeight)")
    }

    /// The size from the data alone, so a container places every element
    /// exactly before any picture is decoded (no estimates that would bring
    /// extra elements into the working range at first).
    public func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize? {
        guard let data = data as? HeavyResourceData else { return nil }
        return HeavyResourceViewController.size(for: data, fitting: available)
    }
}
