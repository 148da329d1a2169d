/// A node in a flex layout tree: a style, children, and, for leaves, a
/// measure function. ``calculateLayout(width:height:direction:pointScaleFactor:)``
/// computes every node's ``layout``.
///
/// Nodes remember their last measurements: relayout after a change visits
/// only the changed nodes' ancestors and what their new sizes affect.
/// A tree is used from one thread at a time.
///
/// ```swift
/// let root = FlexNode(style: FlexStyle(width: 390, flexDirection: .row))
/// let avatar = FlexNode(style: FlexStyle(width: 40, height: 40))
/// try root.insertChild(avatar, at: 0)
/// try root.calculateLayout()
/// avatar.layout   // (0, 0, 40, 40)
/// ```
public final class FlexNode {
    /// The style; changing it marks the node and its ancestors dirty.
    public var style: FlexStyle {
        get { styleValue }
        set {
            guard newValue != styleValue else { return }
            styleValue = newValue
            styleNeedsValidation = true
            markDirty()
        }
    }

    // The algorithm reads the stored style directly: a computed or observed
    // property would copy the whole style on every read.
    var styleValue: FlexStyle
    /// Whether the node is some node's child (cheaper to read than the weak `parent`).
    var hasOwner = false
    /// Set when the style changed since it was last validated.
    var styleNeedsValidation = true
    /// Children in order.
    public internal(set) var children: [FlexNode] = []
    /// The parent, if inserted in one.
    public internal(set) var parent: FlexNode? {
        get { owner }
        set { owner = newValue }
    }

    // Not weak: weak references move every node's reference count to a side
    // table, which slows all retains. A parent clears its children's pointer
    // in its deinit, so this never dangles.
    unowned(unsafe) var owner: FlexNode?
    /// Measures a leaf's content (text, images); a node with one has no children.
    public var measureFunction: FlexMeasureFunction? {
        didSet { markDirty() }
    }
    /// Computes the node's baseline; without one the first child's is used.
    public var baselineFunction: FlexBaselineFunction?
    /// Whether this child decides its parent's baseline.
    public var isReferenceBaseline = false {
        didSet { if isReferenceBaseline != oldValue { markDirty() } }
    }
    /// Whether the node contains absolute descendants even when `static`.
    public var alwaysFormsContainingBlock = false
    /// Whether the node is text: rounding then never cuts its width short.
    public var isTextNode = false
    /// A name for error messages and debugging.
    public var name: String?

    /// Whether the node needs layout.
    public internal(set) var isDirty = true

    var state = LayoutState()

    /// What the last ``calculateLayout(width:height:direction:pointScaleFactor:)`` on this root did.
    public internal(set) var lastLayoutStatistics = LayoutStatistics(computedNodes: 0, measureCalls: 0)

    /// A node with a style.
    public init(style: FlexStyle = FlexStyle(), name: String? = nil) {
        self.styleValue = style
        self.name = name
    }

    deinit {
        for child in children {
            child.parent = nil
            child.hasOwner = false
        }
    }

    /// The frame computed by the last layout, rounded to its pixel grid.
    public var layout: FlexLayout { state.rounded }

    /// The frame before rounding to the pixel grid.
    public var unroundedLayout: FlexLayout {
        FlexLayout(left: layoutPosition(.left), top: layoutPosition(.top), width: state.dimension(.width),
                   height: state.dimension(.height), direction: state.direction, hadOverflow: state.hadOverflow)
    }

    /// Marks the node as needing layout, with its ancestors (up to the first already dirty one).
    public func markDirty() {
        isDirty = true
        state.computedFlexBasis = .nan
        var ancestor = parent
        while let current = ancestor, !current.isDirty {
            current.isDirty = true
            current.state.computedFlexBasis = .nan
            ancestor = current.parent
        }
    }

    /// A description of where the node is: `root/1/0` or its name.
    public var path: String {
        var parts: [String] = []
        var node: FlexNode? = self
        while let current = node {
            if let parent = current.parent, let index = parent.children.firstIndex(where: { $0 === current }) {
                parts.append(current.name ?? String(index))
            } else {
                parts.append(current.name ?? "root")
            }
            node = current.parent
        }
        return parts.reversed().joined(separator: "/")
    }
}
