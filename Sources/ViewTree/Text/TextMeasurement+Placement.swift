import Foundation

extension TextMeasurement {
    /// How far below a box's top text of this measurement starts when it is
    /// centered vertically in a box `height` tall, as labels and buttons draw
    /// their text (UILabel's placement); 0 when the text is taller than the box.
    ///
    /// The raster backend draws with it and components compute their
    /// baselines with it, so the baseline a layout reports is where the
    /// glyphs sit.
    public func topWhenCentered(inHeight height: CGFloat) -> CGFloat {
        Swift.max(0, (height - size.height) / 2)
    }

    /// The first and last baselines of this text centered in a box `height`
    /// tall, from the box's top.
    public func baselinesWhenCentered(inHeight height: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let top = topWhenCentered(inHeight: height)
        return (top + firstBaseline, top + lastBaseline)
    }
}
