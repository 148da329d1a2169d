import ComponentKit
import Foundation

/// The samples of "Shadows, transforms and gradients", nested so their names do not meet other articles'.
enum LayerStyles {
    /// A card that floats over the page on a soft shadow, with a sheet's corners and a light gradient.
    static func card() throws -> some Component {
        // sample: layer-styles-card
        ViewComponent(
            view: ViewConfiguration(View.self, [
                .backgroundColor(.white),
                .backgroundGradient(try .vertical([.white, Color(white: 0.94)])),
                .cornerRadii(CornerRadii(topLeft: 16, topRight: 16, bottomRight: 4, bottomLeft: 4)),
                .shadow(color: .black, opacity: 0.2, offset: CGSize(width: 0, height: 4), radius: 8),
            ]),
            size: ComponentSize(width: 300, height: 120))
        // end-sample
    }

    // sample: layer-styles-sticker
    /// A sticker turned by `angle` radians that animates from its previous
    /// turn, and still takes taps where it is drawn.
    struct Sticker: AnimatedComponent {
        var angle: CGFloat
        var onTap: Action<Void>

        var viewConfiguration: ViewConfiguration {
            ViewConfiguration(View.self, [
                .backgroundGradient(try? .radial([.white, Color(red: 1, green: 0.8, blue: 0.2)])),
                .cornerRadius(12),
                .transform(Transform(rotationAngle: angle).scaledBy(x: 1.1, y: 1.1)),
                .shadow(opacity: 0.3, offset: CGSize(width: 0, height: 2), radius: 3,
                        path: .ellipse(in: CGRect(x: 0, y: 70, width: 80, height: 16))),
                .onTap(onTap),
            ])
        }
        var componentSize: ComponentSize { ComponentSize(width: 80, height: 80) }

        func animations(from previous: Sticker) -> [ComponentAnimation] {
            [ComponentAnimation(.transform(Transform(rotationAngle: previous.angle).scaledBy(x: 1.1, y: 1.1)))]
        }
    }
    // end-sample
}
