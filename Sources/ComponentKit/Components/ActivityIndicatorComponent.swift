import Foundation
import ViewTree

/// A spinner that animates while ``isAnimating`` is true; 20 × 20 points by default.
///
/// ```swift
/// CenterComponent { ActivityIndicatorComponent() }
/// ```
public struct ActivityIndicatorComponent: Component {
    /// Whether it spins.
    public let isAnimating: Bool
    /// Spoke color; ``ViewTree/Color/secondaryLabel`` for the tree's traits by default.
    public let color: Color
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// An activity indicator component.
    public init(isAnimating: Bool = true, color: Color = .secondaryLabel, size: ComponentSize = ComponentSize(width: 20, height: 20)) {
        self.isAnimating = isAnimating
        self.color = color
        self.componentSize = size
        self.viewConfiguration = ViewConfiguration(ActivityIndicator.self, [.isAnimating(isAnimating), .color(color)])
    }

}
