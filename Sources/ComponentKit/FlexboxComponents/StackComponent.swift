import Flexbox
import Foundation

/// ComponentKit's older `CKStackLayoutComponent`: a vertical or horizontal
/// stack with spacing, justification and alignment, as a thin layer over
/// ``FlexboxComponent``.
///
/// As in ComponentKit, children align to the start of the cross axis
/// unless `alignItems` says otherwise (a ``FlexboxComponent`` stretches
/// them, as CSS does): pass `.stretch` for full-width rows in a vertical
/// stack.
///
/// ```swift
/// StackComponent(axis: .vertical, spacing: 4) {
///     LabelComponent("Title", font: .system(size: 17, weight: .semibold))
///     LabelComponent("Subtitle", color: .gray)
/// }
/// ```
public struct StackComponent: CompositeComponent {
    /// The stacking direction.
    public enum Axis: Sendable, Hashable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// Direction.
    public let axis: Axis
    /// Space between children.
    public let spacing: CGFloat
    /// Main-axis placement.
    public let justifyContent: JustifyContent
    /// Cross-axis alignment; `.flexStart` unless given.
    public let alignItems: FlexAlign
    /// The children (wrap them with ``Component/flexItem(_:)`` for per-child options).
    public let children: [any Component]
    public let viewConfiguration: ViewConfiguration
    public let componentSize: ComponentSize

    /// A stack.
    public init(
        view: ViewConfiguration = .none, size: ComponentSize = .auto, axis: Axis = .vertical, spacing: CGFloat = 0,
        justifyContent: JustifyContent = .flexStart, alignItems: FlexAlign = .flexStart,
        @ComponentBuilder children: () -> [any Component]
    ) {
        self.viewConfiguration = view
        self.componentSize = size
        self.axis = axis
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.children = children()
    }

    public var body: FlexboxComponent {
        FlexboxComponent(style: FlexboxComponent.Style(
            direction: axis == .vertical ? .column : .row, justifyContent: justifyContent, alignItems: alignItems,
            spacing: spacing), children: children)
    }
}
