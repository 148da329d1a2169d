import ComponentKit
import Foundation

extension Readme {
    /// An unread-messages badge drawn as a display list.
    static func unreadBadge(count: Int) throws -> some Component {
        // sample: readme-drawing
        let badge = try Drawing(size: CGSize(width: 28, height: 28)) { context in
            context.fill(DrawingPath(ellipseIn: CGRect(x: 0, y: 0, width: 28, height: 28)), with: .color(.red))
            context.draw(DrawingText("\(count)", font: .system(size: 14, weight: .bold), color: .white,
                                     at: CGPoint(x: 14, y: 19), anchor: .center))
        }
        return DrawingComponent(badge, accessibilityLabel: "\(count) unread")
        // end-sample
    }
}
