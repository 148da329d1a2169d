/// A node's computed frame, relative to its parent's border box, rounded to
/// the pixel grid of the last layout.
public struct FlexLayout: Hashable, Sendable, CustomStringConvertible {
    /// Distance from the parent's left edge.
    public var left: Double
    /// Distance from the parent's top edge.
    public var top: Double
    /// Border-box width.
    public var width: Double
    /// Border-box height.
    public var height: Double
    /// The resolved layout direction.
    public var direction: LayoutDirection
    /// Whether children overflowed the main axis.
    public var hadOverflow: Bool

    /// A layout.
    public init(left: Double = 0, top: Double = 0, width: Double = 0, height: Double = 0,
                direction: LayoutDirection = .ltr, hadOverflow: Bool = false) {
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.direction = direction
        self.hadOverflow = hadOverflow
    }

    public var description: String { "(\(left), \(top), \(width), \(height))" }
}

/// A size returned by a measure function.
public struct FlexSize: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Measures a leaf's content: width and height limits with their modes in,
/// the content size out. Called during layout, on the layout's thread.
public typealias FlexMeasureFunction = @Sendable (_ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode) -> FlexSize

/// The distance from a node's top to its baseline, given its size.
public typealias FlexBaselineFunction = @Sendable (_ width: Double, _ height: Double) -> Double
