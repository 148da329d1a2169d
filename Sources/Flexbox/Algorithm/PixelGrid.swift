/// Snapping layout results to the device pixel grid.
///
/// Edges are rounded in absolute coordinates, and sizes are the difference
/// of rounded edges, so adjacent boxes never gap or overlap after rounding.
enum PixelGrid {
    /// Rounds a value to the nearest multiple of `1 / scale` (ties go up).
    static func round(_ value: Double, scale: Double, ceil: Bool = false, floor: Bool = false) -> Double {
        var scaled = value * scale
        // The fraction above the grid line below (in [0, 1), also for negative values).
        let fraction = scaled - scaled.rounded(.down)
        if inexactEquals(fraction, 0) {
            scaled -= fraction
        } else if inexactEquals(fraction, 1) {
            scaled = scaled - fraction + 1
        } else if ceil {
            scaled = scaled - fraction + 1
        } else if floor {
            scaled -= fraction
        } else {
            scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || inexactEquals(fraction, 0.5)) ? 1 : 0)
        }
        return scaled.isNaN || scale.isNaN ? .nan : scaled / scale
    }
}

extension FlexNode {
    /// Writes `frame` from the unrounded layout, descending only where
    /// something changed: a subtree that was not laid out again and sits at
    /// the same absolute origin keeps its frames.
    func roundFrames(absoluteLeft: Double, absoluteTop: Double, scale: Double) {
        let left = position.left
        let top = position.top
        let nodeLeft = absoluteLeft + left
        let nodeTop = absoluteTop + top
        if !hasNewLayout && nodeLeft == roundedAtLeft && nodeTop == roundedAtTop && scale == roundedAtScale { return }
        hasNewLayout = false
        roundedAtLeft = nodeLeft
        roundedAtTop = nodeTop
        roundedAtScale = scale
        if scale != 0 {
            // Text rounds its size up (glyphs must not be clipped) when fractional.
            let isText = nodeType == .text
            let scaledWidth = layoutWidth * scale
            let scaledHeight = layoutHeight * scale
            let fractionalWidth = !inexactEquals(scaledWidth.rounded(), scaledWidth)
            let fractionalHeight = !inexactEquals(scaledHeight.rounded(), scaledHeight)
            let roundedLeft = PixelGrid.round(nodeLeft, scale: scale, floor: isText)
            let roundedTop = PixelGrid.round(nodeTop, scale: scale, floor: isText)
            let right = PixelGrid.round(
                nodeLeft + layoutWidth, scale: scale, ceil: isText && fractionalWidth, floor: isText && !fractionalWidth)
            let bottom = PixelGrid.round(
                nodeTop + layoutHeight, scale: scale, ceil: isText && fractionalHeight, floor: isText && !fractionalHeight)
            frame = FlexRect(
                left: PixelGrid.round(left, scale: scale, floor: isText),
                top: PixelGrid.round(top, scale: scale, floor: isText),
                width: right - roundedLeft, height: bottom - roundedTop)
        } else {
            frame = FlexRect(left: left, top: top, width: layoutWidth, height: layoutHeight)
        }
        for child in children {
            child.roundFrames(absoluteLeft: nodeLeft, absoluteTop: nodeTop, scale: scale)
        }
    }
}
