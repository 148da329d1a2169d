import Foundation
import ViewTree

/// A turned bar that counts taps, and boxes with a shadow, a path shadow,
/// gradients and per-corner radii: what the layer style browser tests check.
@MainActor
final class LayerStyleTestView: View {
    let bar = View(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
    let shadowed = View(frame: CGRect(x: 200, y: 20, width: 60, height: 40))
    let pathShadowed = View(frame: CGRect(x: 200, y: 80, width: 60, height: 40))
    let linear = View(frame: CGRect(x: 280, y: 20, width: 60, height: 40))
    let radial = View(frame: CGRect(x: 280, y: 80, width: 60, height: 40))
    let corners = View(frame: CGRect(x: 200, y: 140, width: 60, height: 40))
    var taps: [CGPoint] = []

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = .white
        bar.backgroundColor = .blue
        bar.transform = Transform(rotationAngle: .pi / 2)
        bar.addGestureRecognizer(TapGestureRecognizer { [unowned self] recognizer in taps.append(recognizer.location(in: bar)) })
        shadowed.backgroundColor = .white
        shadowed.shadow = Shadow(opacity: 0.5, offset: CGSize(width: 0, height: 4), radius: 5)
        pathShadowed.shadow = Shadow(opacity: 1, offset: .zero, radius: 2, path: .ellipse(in: CGRect(x: 10, y: 10, width: 40, height: 20)))
        linear.backgroundGradient = try? .vertical([.red, .blue])
        radial.backgroundGradient = try? .radial([.white, .black])
        corners.backgroundColor = .red
        corners.cornerRadii = CornerRadii(topLeft: 12, topRight: 0, bottomRight: 6, bottomLeft: 3)
        for (view, name) in [(bar, "bar"), (shadowed, "shadowed"), (pathShadowed, "pathShadowed"), (linear, "linear"),
                             (radial, "radial"), (corners, "corners")] {
            view.accessibilityIdentifier = name
            try? addSubview(view)
        }
    }
}
