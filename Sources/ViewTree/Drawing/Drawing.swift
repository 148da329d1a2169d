import Foundation

/// A display list: what a ``DrawingView`` draws, as a `Sendable` value
/// that any thread can make.
///
/// Commands run in order on a canvas of ``size`` points, y down, as
/// `UIView.draw(_:)` code runs on a `CGContext`: fills and strokes of
/// paths, images, lines of text, clips and transforms that last until the
/// state saved before them is restored. The raster backend draws it with
/// Cairo, the browser as SVG; both draw the same pixels (see the "Drawing
/// your own views" article).
///
/// Making a drawing checks every number and size in it, so a drawing made
/// from a server's data is refused whole, with the command that was wrong,
/// before it reaches a view.
///
/// ```swift
/// let badge = try Drawing(size: CGSize(width: 40, height: 40)) { context in
///     context.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
///     context.draw(DrawingText("3", font: .system(size: 20, weight: .bold), color: .white,
///                              at: CGPoint(x: 20, y: 27), anchor: .center))
/// }
/// ```
public struct Drawing: Hashable, Sendable {
    /// One step of a drawing.
    public enum Command: Hashable, Sendable {
        /// Fills the inside of a path.
        case fill(DrawingPath, paint: DrawingPaint, rule: FillRule)
        /// Draws a line along a path.
        case stroke(DrawingPath, paint: DrawingPaint, style: StrokeStyle)
        /// Draws an image stretched over a rectangle.
        case image(Image, in: CGRect)
        /// Draws a line of text.
        case text(DrawingText)
        /// Limits what later commands draw to the inside of a path (on top
        /// of the clip already in force), until the state is restored.
        case clip(DrawingPath, rule: FillRule)
        /// Maps later commands' coordinates through a transform, until the
        /// state is restored.
        case transform(Transform)
        /// Saves the clip and transform in force.
        case saveState
        /// Brings back the clip and transform saved last.
        case restoreState
    }

    /// The most commands and path steps a drawing holds, together: a
    /// bound on the memory and drawing time one drawing can take.
    public static let maximumElementCount = 250_000
    /// The most states saved at once.
    public static let maximumStateDepth = 64
    /// The longest side of a drawing's canvas, in points.
    public static let maximumSide: CGFloat = 16_384

    /// The canvas the commands draw on, in points; a ``DrawingView``
    /// places it in its bounds by its content mode.
    public let size: CGSize
    /// The commands, in order.
    public let commands: [Command]

    /// A drawing of nothing, on a canvas of no size.
    public static let empty = Drawing(checkedSize: .zero, commands: [])

    /// A drawing of `commands` on a canvas of `size`.
    ///
    /// - Throws: ``DrawingError`` for a size that is negative, not finite or
    ///   past ``maximumSide``; more than ``maximumElementCount`` steps; a
    ///   command with a non-finite number, a negative width or radius, a
    ///   transform that cannot be inverted, too long a text, or a restore
    ///   with no saved state.
    public init(size: CGSize, commands: [Command]) throws(DrawingError) {
        try Self.validate(size: size, commands: commands)
        self.init(checkedSize: size, commands: commands)
    }

    /// A drawing on a canvas of `size`, with the commands `build` gives
    /// its context; checked as ``init(size:commands:)`` checks.
    public init(size: CGSize, _ build: (inout DrawingContext) -> Void) throws(DrawingError) {
        var context = DrawingContext()
        build(&context)
        try self.init(size: size, commands: context.commands)
    }

    private init(checkedSize: CGSize, commands: [Command]) {
        size = checkedSize
        self.commands = commands
    }

    /// Whether nothing is drawn: no commands, or a canvas of no area.
    public var isEmpty: Bool { commands.isEmpty || size.width <= 0 || size.height <= 0 }
}
