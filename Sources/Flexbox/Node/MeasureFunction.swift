/// Measures a leaf (text, image): given each available dimension and how to
/// treat it, returns the content size in points (padding and border excluded).
///
/// Called during layout, possibly several times with different constraints,
/// and from whatever thread runs the layout. A dimension is NaN when its mode
/// is `.undefined`.
///
/// Layout assumes, as Yoga does, that an `.atMost` size at least as large as
/// the unconstrained answer gets that same answer back, and may reuse one for
/// the other instead of calling again.
public typealias MeasureFunction =
    @Sendable (_ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode) -> FlexSize
