import Foundation
import ViewTree

extension LayoutContext {
    /// Whether a component laid out in this context and in `other` comes
    /// out the same: the same point scale, the same text measurer (one
    /// object, or equal values), and the same provided component context.
    /// Render statistics and analytics passes are left out: they observe a
    /// pass without changing its result.
    ///
    /// A measurer that is neither an object nor `Equatable` cannot be
    /// compared, and the two contexts are not the same.
    package func laysOutTheSame(as other: LayoutContext) -> Bool {
        guard pointScale == other.pointScale, Self.sameMeasurer(textMeasurer, other.textMeasurer) else { return false }
        return componentContext.hasSameValues(as: other.componentContext)
    }

    private static func sameMeasurer(_ lhs: (any TextMeasuring)?, _ rhs: (any TextMeasuring)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil):
            return true
        case let (lhs?, rhs?):
            guard type(of: lhs) == type(of: rhs) else { return false }
            if type(of: lhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
            guard lhs is any Equatable else { return false }
            return ValueIdentity.areSame(lhs as Any, rhs as Any)
        default:
            return false
        }
    }
}
