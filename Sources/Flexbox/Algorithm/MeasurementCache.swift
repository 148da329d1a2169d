/// Whether an earlier measurement answers a new request (Yoga's rules):
/// the same constraints; an exact size equal to the old result; an old
/// max-content result that fits the new limit; or a stricter limit that the
/// old result still satisfies.
enum MeasurementCache {
    static func canReuse(
        widthMode: SizingMode, width: Double, heightMode: SizingMode, height: Double,
        last: CachedMeasurement, marginRow: Double, marginColumn: Double, scale: Double
    ) -> Bool {
        if (!last.computedHeight.isNaN && last.computedHeight < 0) || (!last.computedWidth.isNaN && last.computedWidth < 0) {
            return false
        }
        let rounded = scale != 0
        let effectiveWidth = rounded ? PixelGrid.round(width, scale: scale) : width
        let effectiveHeight = rounded ? PixelGrid.round(height, scale: scale) : height
        let lastWidth = rounded ? PixelGrid.round(last.availableWidth, scale: scale) : last.availableWidth
        let lastHeight = rounded ? PixelGrid.round(last.availableHeight, scale: scale) : last.availableHeight
        let sameWidth = last.widthMode == widthMode && inexactEquals(lastWidth, effectiveWidth)
        let sameHeight = last.heightMode == heightMode && inexactEquals(lastHeight, effectiveHeight)
        let widthOK = sameWidth
            || exactMatchesOld(widthMode, width - marginRow, last.computedWidth)
            || oldMaxContentFits(widthMode, width - marginRow, last.widthMode, last.computedWidth)
            || stricterStillValid(widthMode, width - marginRow, last.widthMode, last.availableWidth, last.computedWidth)
        let heightOK = sameHeight
            || exactMatchesOld(heightMode, height - marginColumn, last.computedHeight)
            || oldMaxContentFits(heightMode, height - marginColumn, last.heightMode, last.computedHeight)
            || stricterStillValid(heightMode, height - marginColumn, last.heightMode, last.availableHeight, last.computedHeight)
        return widthOK && heightOK
    }

    private static func exactMatchesOld(_ mode: SizingMode, _ size: Double, _ lastComputed: Double) -> Bool {
        mode == .stretchFit && inexactEquals(size, lastComputed)
    }

    private static func oldMaxContentFits(_ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastComputed: Double) -> Bool {
        mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
    }

    private static func stricterStillValid(
        _ mode: SizingMode, _ size: Double, _ lastMode: SizingMode, _ lastSize: Double, _ lastComputed: Double
    ) -> Bool {
        lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
    }
}
