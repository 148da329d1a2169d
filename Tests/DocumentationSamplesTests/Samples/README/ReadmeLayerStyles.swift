import ComponentKit
import Foundation

extension Readme {
    /// A tilted badge with a shadow and a gradient.
    static func badge() throws -> some Component {
        // sample: readme-layer-styles
        ViewComponent(
            view: ViewConfiguration(View.self, [
                .backgroundGradient(try .vertical([.red, Color(red: 0.6, green: 0, blue: 0)])),
                .cornerRadii(CornerRadii(topLeft: 12, topRight: 4, bottomRight: 12, bottomLeft: 4)),
                .shadow(opacity: 0.3, offset: CGSize(width: 0, height: 2), radius: 4),
                .transform(Transform(rotationAngle: -.pi / 18)),
            ]),
            size: ComponentSize(width: 64, height: 24))
        // end-sample
    }
}
