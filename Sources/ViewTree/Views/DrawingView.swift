import Foundation

/// A view that draws a ``Drawing``, the display list its owner makes: the
/// way to charts, rings, badges and any shape the other views lack, as
/// `UIView.draw(_:)` is in UIKit.
///
/// The drawing is a `Sendable` value, so it can be made off the main actor
/// (in a component's render, or a task) and handed over. Setting an equal
/// drawing does nothing: backends redraw, and the browser receives, only a
/// drawing that changed. The drawing's canvas is placed in the bounds by
/// ``contentMode``; a subclass that draws for its size makes its drawing in
/// ``View/layoutSubviews()``, which runs when the size changes.
///
/// To assistive technology a drawing view with an ``View/accessibilityLabel``
/// is one image with that name (give a chart's figures in it or in
/// ``View/accessibilityValue``); one without is decoration, hidden.
///
/// ```swift
/// let ring = DrawingView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
/// ring.drawing = try Drawing(size: CGSize(width: 44, height: 44)) { context in
///     var arc = DrawingPath()
///     arc.addArc(center: CGPoint(x: 22, y: 22), radius: 18, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
///     context.stroke(arc, with: .color(.blue), style: StrokeStyle(lineWidth: 4, lineCap: .round))
/// }
/// ring.accessibilityLabel = "Upload"
/// ring.accessibilityValue = "75 percent"
/// ```
@MainActor
open class DrawingView: View {
    override open class var kind: ViewKind { .drawing }

    /// What the view draws; ``Drawing/empty`` draws only the background.
    public var drawing: Drawing = .empty {
        didSet { if drawing != oldValue { record(.drawing(drawing)) } }
    }
    /// How the drawing's canvas is placed in the bounds: stretched to them
    /// by default, as a `UIView`'s content is. What falls outside the
    /// bounds is clipped.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { record(.contentMode(contentMode)) } }
    }

    /// A drawing view showing `drawing`.
    public convenience init(drawing: Drawing, frame: CGRect = .zero) {
        self.init(frame: frame)
        self.drawing = drawing
    }

    /// Where the drawing's canvas lies in the bounds, by ``contentMode``.
    public var drawingRect: CGRect {
        contentMode.rect(forImageOfSize: drawing.size, in: CGRect(origin: .zero, size: bounds.size))
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .drawing(value): drawing = value
        case let .contentMode(value): contentMode = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    /// An element by default when it has a label: a drawing without one is decoration.
    override open var isAccessibilityElementByDefault: Bool { accessibilityLabel?.isEmpty == false }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.drawing(drawing), .contentMode(contentMode)]
    }
}
