import Flexbox
import Foundation

/// Lays out children with the Flexbox engine: ComponentKit's
/// `CKFlexboxComponent`. Every option of the engine is available on the
/// container (``Style``) and on each child (``FlexItemOptions``).
///
/// ```swift
/// FlexboxComponent(direction: .row, alignItems: .center, spacing: 12,
///                  padding: EdgeInsets(all: 8)) {
///     ImageComponent(avatar, size: ComponentSize(width: 40, height: 40))
///     LabelComponent("Ada Lovelace").flexGrow().flexShrink()
///     ButtonComponent(title: "Follow")
/// }
/// ```
public struct FlexboxComponent: Component {
    /// The container's flexbox options.
    public struct Style: Hashable, Sendable {
        /// Main axis.
        public var direction: FlexDirection = .column
        /// Main-axis placement.
        public var justifyContent: JustifyContent = .flexStart
        /// Cross-axis alignment of children.
        public var alignItems: FlexAlign = .stretch
        /// Placement of wrapped lines.
        public var alignContent: FlexAlign = .flexStart
        /// Wrapping.
        public var wrap: FlexWrap = .nowrap
        /// Space between children along the main axis.
        public var spacing: CGFloat = 0
        /// Space between wrapped lines.
        public var lineSpacing: CGFloat = 0
        /// Padding inside the container.
        public var padding = EdgeInsets.zero
        /// Border widths (layout only; draw them with view attributes).
        public var border = EdgeInsets.zero
        /// Writing direction for rows and start/end.
        public var layoutDirection: LayoutDirection = .inherit

        /// A style.
        public init(
            direction: FlexDirection = .column, justifyContent: JustifyContent = .flexStart, alignItems: FlexAlign = .stretch,
            alignContent: FlexAlign = .flexStart, wrap: FlexWrap = .nowrap, spacing: CGFloat = 0, lineSpacing: CGFloat = 0,
            padding: EdgeInsets = .zero, border: EdgeInsets = .zero, layoutDirection: LayoutDirection = .inherit
        ) {
            self.direction = direction
            self.justifyContent = justifyContent
            self.alignItems = alignItems
            self.alignContent = alignContent
            self.wrap = wrap
            self.spacing = spacing
            self.lineSpacing = lineSpacing
            self.padding = padding
            self.border = border
            self.layoutDirection = layoutDirection
        }
    }

    public let viewConfiguration: ViewConfiguration
    public let componentSize: ComponentSize
    /// Container options.
    public let style: Style
    /// Children with their options.
    public let children: [FlexItem]

    /// A flexbox of children (wrap them with ``Component/flexItem(_:)`` for options).
    public init(view: ViewConfiguration = .none, size: ComponentSize = .auto, style: Style, children: [any Component]) {
        self.viewConfiguration = view
        self.componentSize = size
        self.style = style
        self.children = children.map { $0 as? FlexItem ?? FlexItem($0, options: FlexItemOptions()) }
    }

    /// A flexbox built from a block of children. With `layoutDirection`
    /// `.inherit` (the default), rows run the tree's way
    /// (``ComponentContext/layoutDirection``).
    public init(
        view: ViewConfiguration = .none, size: ComponentSize = .auto, direction: FlexDirection = .column,
        justifyContent: JustifyContent = .flexStart, alignItems: FlexAlign = .stretch, alignContent: FlexAlign = .flexStart,
        wrap: FlexWrap = .nowrap, spacing: CGFloat = 0, lineSpacing: CGFloat = 0, padding: EdgeInsets = .zero,
        layoutDirection: LayoutDirection = .inherit, @ComponentBuilder children: () -> [any Component]
    ) {
        self.init(view: view, size: size, style: Style(
            direction: direction, justifyContent: justifyContent, alignItems: alignItems, alignContent: alignContent,
            wrap: wrap, spacing: spacing, lineSpacing: lineSpacing, padding: padding, layoutDirection: layoutDirection),
            children: children())
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        FlexboxLayoutBuilder(component: self, range: range, context: context).layout()
    }
}
