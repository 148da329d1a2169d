import Foundation

/// A factory whose elements are components: the container hosts each in a
/// ``ComponentViewController``, and sizes it by laying the component out, with
/// no controller needed.
///
/// Implement ``component(for:)``; the factory requirements come with it
/// (components of one factory share controllers, whose hosting views reuse
/// the component views).
///
/// ```swift
/// struct QuoteFactory: ComponentElementFactory {
///     let layoutContext: LayoutContext
///     func component(for data: QuoteData) -> any Component {
///         InsetComponent(insets: EdgeInsets(all: 16), child: LabelComponent(AttributedText(data.text)))
///     }
/// }
/// ```
public protocol ComponentElementFactory: ComponentFactory {
    /// The data this factory's components show.
    associatedtype ElementData: ComponentData
    /// What layout measures text with.
    var layoutContext: LayoutContext { get }
    /// How a cell's bounds become the component's size range; `.flexibleHeight` by default.
    var sizeRangeProvider: SizeRangeProvider { get }
    /// The component that shows `data`.
    func component(for data: ElementData) -> any Component
    /// Whether `data` can be shown, and if not, why. Required (return
    /// `.valid` to accept all), so a misspelt name cannot go unnoticed.
    func validate(_ data: ElementData) -> ComponentValidation
}

extension ComponentElementFactory {
    public var sizeRangeProvider: SizeRangeProvider { .flexibleHeight }

    @MainActor
    public func buildComponent(using data: any ComponentData) -> (any ConfigurableComponent)? {
        guard data is ElementData else { return nil }
        return ComponentElementController(layoutContext: layoutContext, sizeRangeProvider: sizeRangeProvider) { data in
            (data as? ElementData).map(component(for:))
        }
    }

    /// One identifier for every element of the factory: hosting controllers show any of its components.
    public func identifyComponent(using data: any ComponentData) -> String { "component" }

    public func validComponent(using data: any ComponentData) -> ComponentValidation {
        guard let data = data as? ElementData else {
            return .invalid("expected \(ElementData.self), got \(type(of: data))")
        }
        return validate(data)
    }

    /// The component's laid-out size in the range ``sizeRangeProvider`` makes of `available`.
    public func preferredSize(using data: any ComponentData, fitting available: CGSize) -> CGSize? {
        guard let data = data as? ElementData else { return nil }
        return component(for: data).layout(
            constrainedTo: sizeRangeProvider.sizeRange(for: available), parentSize: available, context: layoutContext
        ).size
    }
}
