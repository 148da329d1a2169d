import Foundation

/// Rounding layout results to device pixels, as Yoga does.
enum PixelGrid {
    /// `value` rounded to the grid of `scale` pixels per point; ties round up.
    /// `forceCeil`/`forceFloor` round text boxes outward so text is never cut.
    static func round(_ value: Double, scale: Double, forceCeil: Bool = false, forceFloor: Bool = false) -> Double {
        var scaled = value * scale
        // The part above the integer below (fmod plus one for negatives, without fmod's cost).
        let fraction = scaled - scaled.rounded(.down)
        if inexactEquals(fraction, 0) {
            scaled -= fraction
        } else if inexactEquals(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if forceCeil {
            scaled = scaled - fraction + 1
        } else if forceFloor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
        }
        return scaled.isNaN || scale.isNaN ? .nan : scaled / scale
    }
}

extension FlexNode {
    /// Rounds this subtree's frames for its absolute position; subtrees that
    /// were not laid out again and did not move keep their rounded frames.
    func roundToPixelGrid(scale: Double, absoluteLeft: Double, absoluteTop: Double) {
        let left = layoutPosition(.left), top = layoutPosition(.top)
        let absLeft = absoluteLeft + left, absTop = absoluteTop + top
        let origin = RoundingOrigin(parentLeft: absoluteLeft, parentTop: absoluteTop, left: left, top: top, scale: scale)
        if !state.hasNewLayout, state.roundedOrigin == origin { return }
        state.hasNewLayout = false
        state.roundedOrigin = origin
        let width = state.dimension(.width), height = state.dimension(.height)
        var result = FlexLayout(left: left, top: top, width: width, height: height,
                                direction: state.direction, hadOverflow: state.hadOverflow)
        if scale != 0 {
            let text = isTextNode
            let fractionalWidth = !inexactEquals((width * scale).rounded(), width * scale)
            let fractionalHeight = !inexactEquals((height * scale).rounded(), height * scale)
            result.left = PixelGrid.round(left, scale: scale, forceFloor: text)
            result.top = PixelGrid.round(top, scale: scale, forceFloor: text)
            result.width = PixelGrid.round(absLeft + width, scale: scale, forceCeil: text && fractionalWidth, forceFloor: text && !fractionalWidth)
                - PixelGrid.round(absLeft, scale: scale, forceFloor: text)
            result.height = PixelGrid.round(absTop + height, scale: scale, forceCeil: text && fractionalHeight, forceFloor: text && !fractionalHeight)
                - PixelGrid.round(absTop, scale: scale, forceFloor: text)
        }
        state.rounded = result
        for child in children {
            child.roundToPixelGrid(scale: scale, absoluteLeft: absLeft, absoluteTop: absTop)
        }
    }
}

/// What a node's rounded frame was computed from; unchanged means still valid.
struct RoundingOrigin: Equatable {
    var parentLeft: Double
    var parentTop: Double
    var left: Double
    var top: Double
    var scale: Double

    static let none = RoundingOrigin(parentLeft: .nan, parentTop: .nan, left: .nan, top: .nan, scale: .nan)
}
