import Foundation
import ViewTree

extension Preview {
    /// The preview's layout in `variant`: its component laid out at the
    /// variant's width in a scope root's pass, with the variant's traits in
    /// the component context, as a gallery sizes its frame and a raster
    /// rendering draws it.
    ///
    /// - Throws: ``PreviewError`` when the variant names a sample the preview does not have.
    public func layout(for variant: PreviewVariant, textMeasurer: any TextMeasuring, pointScale: CGFloat) throws(PreviewError) -> Layout {
        let component = try component(for: variant)
        var context = LayoutContext(textMeasurer: textMeasurer, pointScale: pointScale)
        context.componentContext.traits = variant.traits(displayScale: pointScale)
        return ScopeRoot(baseContext: context).render { context in
            component.layout(constrainedTo: sizeRange(for: variant), context: context)
        }
    }
}
