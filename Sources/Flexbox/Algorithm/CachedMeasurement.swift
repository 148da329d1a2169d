/// One remembered layout request and its answer.
struct CachedMeasurement {
    var availableWidth = -1.0
    var availableHeight = -1.0
    var widthMode = SizingMode.maxContent
    var heightMode = SizingMode.maxContent
    var computedWidth = -1.0
    var computedHeight = -1.0
    /// For a container measured with an unbounded main axis and an exact
    /// cross axis: whether the answer holds for any fit-content limit that
    /// contains it (see `FlexNode.fitContentReuse`).
    var holdsUnderLimit = false
}

extension CachedMeasurement {
    /// Whether this answer also answers a new request for a measured leaf.
    ///
    /// Beyond identical constraints, a leaf's size carries over when the new
    /// exact size equals what it measured, when an old unconstrained result
    /// fits the new limit, or when a tighter limit still holds the old result.
    /// Constraints are compared on the pixel grid, since sub-pixel changes
    /// cannot change a rounded result.
    func canServe(
        widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
        marginRow: Double, marginColumn: Double, scale: Double
    ) -> Bool {
        if (!computedHeight.isNaN && computedHeight < 0) || (!computedWidth.isNaN && computedWidth < 0) { return false }
        func grid(_ value: Double) -> Double { scale != 0 ? PixelGrid.round(value, scale: scale) : value }
        let sameWidth = self.widthMode == widthMode && inexactEquals(grid(availableWidth), grid(width))
        let sameHeight = self.heightMode == heightMode && inexactEquals(grid(availableHeight), grid(height))
        func compatible(_ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double)
            -> Bool
        {
            if mode == .stretchFit && inexactEquals(size, lastComputed) { return true }
            if mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed)) {
                return true
            }
            return lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN
                && !lastComputed.isNaN && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
        }
        let widthOK = sameWidth || compatible(widthMode, width - marginRow, self.widthMode, availableWidth, computedWidth)
        if !widthOK { return false }
        return sameHeight || compatible(heightMode, height - marginColumn, self.heightMode, availableHeight, computedHeight)
    }

    /// Whether this answer is for exactly the same request (containers).
    @inline(__always)
    func matches(widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double) -> Bool {
        self.widthMode == widthMode && self.heightMode == heightMode && inexactEquals(availableWidth, width)
            && inexactEquals(availableHeight, height)
    }
}
