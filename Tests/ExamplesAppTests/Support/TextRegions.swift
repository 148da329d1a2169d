import Foundation
import RasterBackend
import ViewTree

/// Where a window shows text, in window points: the frames of labels,
/// buttons and text inputs, and the boxes of the text lines drawing views
/// draw. Glyphs are the one thing the two backends rasterize with
/// different engines (Pango and FreeType's hinting against Skia's), so
/// the cross-backend comparison holds these areas to a looser rule.
@MainActor
enum TextRegions {
    /// Every visible text area of `window`, each grown by `margin` points.
    static func rects(in window: Window, margin: CGFloat = 1) -> [CGRect] {
        var rects: [CGRect] = []
        for view in window.rootView.subtree where isVisible(view) {
            switch view {
            case is Label, is Button, is TextInputView:
                rects.append(view.convert(CGRect(origin: .zero, size: view.bounds.size), to: nil))
            case let drawing as DrawingView:
                rects += textBoxes(in: drawing)
            default:
                break
            }
        }
        return rects.map { $0.insetBy(dx: -margin, dy: -margin) }
    }

    private static func isVisible(_ view: View) -> Bool {
        var current: View? = view
        while let ancestor = current {
            if ancestor.isHidden || ancestor.alpha <= 0 { return false }
            current = ancestor.superview
        }
        return true
    }

    /// The box of each text line the drawing draws, through the drawing's
    /// transforms and the view's placement of its canvas.
    private static func textBoxes(in view: DrawingView) -> [CGRect] {
        let drawing = view.drawing
        guard !drawing.isEmpty else { return [] }
        let placed = view.drawingRect
        let canvasToView = Transform(a: placed.width / drawing.size.width, b: 0, c: 0, d: placed.height / drawing.size.height,
                                     tx: placed.minX, ty: placed.minY)
        let toWindow = canvasToView.concatenating(view.transformToWindow)
        var current = Transform.identity
        var saved: [Transform] = []
        var boxes: [CGRect] = []
        for command in drawing.commands {
            switch command {
            case let .transform(transform): current = transform.concatenating(current)
            case .saveState: saved.append(current)
            case .restoreState: current = saved.popLast() ?? current
            case let .text(text):
                let line = text.singleLine
                let request = TextLayoutRequest(text: AttributedText(line), font: text.font, lineBreakMode: .clip,
                                                maximumNumberOfLines: 1)
                let measurement = PangoTextSystem.shared.measure(request)
                let shift: CGFloat = switch text.anchor {
                case .start: 0
                case .center: measurement.size.width / 2
                case .end: measurement.size.width
                }
                let box = CGRect(x: text.position.x - shift, y: text.position.y - measurement.firstBaseline,
                                 width: measurement.size.width, height: measurement.size.height)
                boxes.append(current.concatenating(toWindow).apply(to: box))
            default:
                break
            }
        }
        return boxes
    }
}
