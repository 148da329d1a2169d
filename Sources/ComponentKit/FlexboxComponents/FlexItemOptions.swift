import Flexbox
import Foundation

/// How one child sits in a ``FlexboxComponent``: ComponentKit's
/// `CKFlexboxComponentChild` options.
///
/// ```swift
/// FlexboxComponent(direction: .row) {
///     avatar
///     title.flexItem { $0.flexGrow = 1; $0.spacingBefore = 8 }
///     badge.flexItem { $0.position = .absolute(top: 0, right: 0) }
/// }
/// ```
public struct FlexItemOptions: Hashable, Sendable {
    /// Absolute placement inside the container's padding box: ComponentKit's
    /// `CKFlexboxPosition` with `CKFlexboxPositionTypeAbsolute`. Each edge is
    /// points or a percentage of the container's size on that axis; `start`
    /// and `end` follow the layout direction and win over `left` and `right`.
    public struct AbsolutePosition: Hashable, Sendable {
        /// Inset from the top, if pinned.
        public var top: RelativeDimension?
        /// Inset from the left, if pinned.
        public var left: RelativeDimension?
        /// Inset from the bottom, if pinned.
        public var bottom: RelativeDimension?
        /// Inset from the right, if pinned.
        public var right: RelativeDimension?
        /// Inset from the leading edge (left in a left-to-right tree), if pinned.
        public var start: RelativeDimension?
        /// Inset from the trailing edge (right in a left-to-right tree), if pinned.
        public var end: RelativeDimension?

        /// Insets for the pinned edges.
        public static func absolute(
            top: RelativeDimension? = nil, start: RelativeDimension? = nil, end: RelativeDimension? = nil,
            left: RelativeDimension? = nil, bottom: RelativeDimension? = nil, right: RelativeDimension? = nil
        ) -> AbsolutePosition {
            AbsolutePosition(top: top, left: left, bottom: bottom, right: right, start: start, end: end)
        }
    }

    /// Extra space before the child along the main axis.
    public var spacingBefore: CGFloat = 0
    /// Extra space after the child along the main axis.
    public var spacingAfter: CGFloat = 0
    /// Share of free space the child takes.
    public var flexGrow: CGFloat = 0
    /// Share of overflow the child gives up.
    public var flexShrink: CGFloat = 0
    /// The initial main size; auto uses the child's size.
    public var flexBasis: RelativeDimension = .auto
    /// Cross-axis alignment overriding the container's.
    public var alignSelf: FlexAlign = .auto
    /// Margins around the child. An edge set here replaces the spacing the
    /// flexbox would give it there (the container's spacing, this child's
    /// ``spacingBefore`` and ``spacingAfter``), as in ComponentKit.
    public var margin = FlexItemEdges.unset
    /// Padding of the child's flex item: the item is measured as the
    /// child's size plus its padding, and the child is then laid out over
    /// the whole padded frame (ComponentKit's meaning: the padding makes the
    /// child's view larger, it does not inset it).
    public var padding = FlexItemEdges.unset
    /// Out-of-flow placement, if set.
    public var position: AbsolutePosition?
    /// Mount order: higher is in front; equal values keep source order.
    public var zIndex = 0
    /// Width / height, if the child keeps an aspect ratio.
    public var aspectRatio: CGFloat?

    /// Default options.
    public init() {}
}

/// A component with the options of its place in a flexbox; made by
/// ``Component/flexItem(_:)`` and friends, unwrapped by ``FlexboxComponent``.
public struct FlexItem: Component {
    /// The wrapped component.
    public let component: any Component
    /// Its options.
    public var options: FlexItemOptions { boxedOptions?.value ?? Self.defaultOptions }
    /// Boxed unless default: every flexbox child is wrapped in an item, most with default options.
    private let boxedOptions: SparseBox<FlexItemOptions>?
    private static let defaultOptions = FlexItemOptions()

    /// Wraps `component` with `options`.
    public init(_ component: any Component, options: FlexItemOptions) {
        self.component = component
        self.boxedOptions = options == Self.defaultOptions ? nil : SparseBox(options)
    }

    public var viewConfiguration: ViewConfiguration { component.viewConfiguration }
    public var componentSize: ComponentSize { component.componentSize }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        component.computeLayout(in: range, parentSize: parentSize, context: context)
    }
}

extension Component {
    /// This component as a flexbox child with options set by `configure`.
    public func flexItem(_ configure: (inout FlexItemOptions) -> Void) -> FlexItem {
        var options = (self as? FlexItem)?.options ?? FlexItemOptions()
        configure(&options)
        return FlexItem((self as? FlexItem)?.component ?? self, options: options)
    }

    /// As a flexbox child that grows by `factor`.
    public func flexGrow(_ factor: CGFloat = 1) -> FlexItem { flexItem { $0.flexGrow = factor } }
    /// As a flexbox child that shrinks by `factor`.
    public func flexShrink(_ factor: CGFloat = 1) -> FlexItem { flexItem { $0.flexShrink = factor } }
    /// As a flexbox child aligned on its own.
    public func alignSelf(_ alignment: FlexAlign) -> FlexItem { flexItem { $0.alignSelf = alignment } }
    /// As an absolutely positioned flexbox child.
    public func absolutePosition(top: CGFloat? = nil, left: CGFloat? = nil, bottom: CGFloat? = nil, right: CGFloat? = nil) -> FlexItem {
        flexItem { $0.position = .absolute(top: top.map { .points($0) }, left: left.map { .points($0) },
                                           bottom: bottom.map { .points($0) }, right: right.map { .points($0) }) }
    }
}
