import Foundation
import ViewTree

/// A ``/ViewTree/Drawing`` in a ``/ViewTree/DrawingView``; by default as
/// large as the drawing's canvas.
///
/// The drawing is made in the component's render, off the main actor; the
/// view redraws only when a render brings a different one.
///
/// ```swift
/// let dot = try Drawing(size: CGSize(width: 12, height: 12)) { context in
///     context.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 12, height: 12)), with: .color(.green))
/// }
/// DrawingComponent(dot, accessibilityLabel: "Online")
/// ```
public struct DrawingComponent: Component {
    /// The display list.
    public let drawing: Drawing
    /// How the drawing's canvas is placed in the view.
    public let contentMode: ContentMode
    /// What the drawing shows, read by screen readers as an image's name;
    /// without one the drawing is decoration and hidden from them.
    public let accessibilityLabel: String?
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A drawing component; with `size` omitted it takes the drawing's size.
    /// Give an `accessibilityLabel` (and the figures in `accessibilityValue`)
    /// unless the drawing is decoration.
    public init(
        _ drawing: Drawing, accessibilityLabel: String? = nil, accessibilityValue: String? = nil,
        contentMode: ContentMode = .scaleToFill, attributes: [Attribute<DrawingView>] = [], size: ComponentSize? = nil
    ) {
        self.drawing = drawing
        self.contentMode = contentMode
        self.accessibilityLabel = accessibilityLabel
        self.componentSize = size ?? ComponentSize(drawing.size)
        var own: [Attribute<DrawingView>] = [.drawing(drawing), .contentMode(contentMode)]
        if let accessibilityLabel { own.append(Attribute(.accessibilityLabel(accessibilityLabel))) }
        if let accessibilityValue { own.append(Attribute(.accessibilityValue(accessibilityValue))) }
        self.viewConfiguration = ViewConfiguration(DrawingView.self, own + attributes)
    }
}
