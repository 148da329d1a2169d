import Foundation
import ViewTree

extension LayoutContext {
    /// Whether this context and `other` measure the same: the same point
    /// scale and the same text measurer (one object, or equal values). With
    /// the same provided component context as well, a component lays out
    /// the same in both. Render statistics and analytics passes are left
    /// out: they observe a pass without changing its result.
    ///
    /// A measurer that is neither an object nor `Equatable` cannot be
    /// compared, and the two contexts do not measure the same.
    package func measuresTheSame(as other: LayoutContext) -> Bool {
        pointScale == other.pointScale && Self.sameMeasurer(textMeasurer, other.textMeasurer)
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
