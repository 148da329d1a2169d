import Foundation

/// Collects a ``Drawing``'s commands, with `CGContext`'s verbs.
///
/// ```swift
/// let chart = try Drawing(size: CGSize(width: 200, height: 100)) { context in
///     context.withSavedState { context in
///         context.clip(to: DrawingPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100)))
///         context.translateBy(x: 0, y: 100)
///         context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2))
///     }
/// }
/// ```
public struct DrawingContext {
    /// The commands so far.
    public private(set) var commands: [Drawing.Command] = []

    /// An empty context.
    public init() {}

    /// Fills `path` with `paint`.
    public mutating func fill(_ path: DrawingPath, with paint: DrawingPaint, rule: FillRule = .nonZero) {
        commands.append(.fill(path, paint: paint, rule: rule))
    }

    /// Strokes `path` with `paint`.
    public mutating func stroke(_ path: DrawingPath, with paint: DrawingPaint, style: StrokeStyle = StrokeStyle()) {
        commands.append(.stroke(path, paint: paint, style: style))
    }

    /// Draws `image` stretched over `rect`.
    public mutating func draw(_ image: Image, in rect: CGRect) {
        commands.append(.image(image, in: rect))
    }

    /// Draws a line of text.
    public mutating func draw(_ text: DrawingText) {
        commands.append(.text(text))
    }

    /// Limits later commands to the inside of `path`, until the state is restored.
    public mutating func clip(to path: DrawingPath, rule: FillRule = .nonZero) {
        commands.append(.clip(path, rule: rule))
    }

    /// Maps later commands' coordinates through `transform` (applied before
    /// the transform already in force), until the state is restored.
    public mutating func concatenate(_ transform: Transform) {
        commands.append(.transform(transform))
    }

    /// Moves the origin of later commands.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(Transform(translationX: x, y: y))
    }

    /// Scales later commands' coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(Transform(scaleX: x, y: y))
    }

    /// Rotates later commands' coordinates about the origin, clockwise on
    /// screen for a positive angle in radians.
    public mutating func rotate(by angle: CGFloat) {
        concatenate(Transform(rotationAngle: angle))
    }

    /// Saves the clip and transform in force.
    public mutating func saveState() {
        commands.append(.saveState)
    }

    /// Brings back the clip and transform saved last.
    public mutating func restoreState() {
        commands.append(.restoreState)
    }

    /// Runs `body` between a save and a restore, so its clips and
    /// transforms end with it.
    public mutating func withSavedState(_ body: (inout DrawingContext) -> Void) {
        saveState()
        body(&self)
        restoreState()
    }
}
