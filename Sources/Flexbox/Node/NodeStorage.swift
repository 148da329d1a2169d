/// Everything a node holds, kept behind one pointer owned by the node.
///
/// Why: a class's stored `var`s are checked for exclusive access at run time
/// and large structs read from them are copied; layout touches these fields
/// millions of times, so the node forwards to this storage through a `let`
/// pointer, which needs neither.
///
/// The fields are in the order layout touches them: a tree of a few
/// thousand nodes does not fit in the cache, and each node is visited a few
/// times a layout, so what a visit reads should share cache lines. First
/// what every visit and the rounding pass read (children, flags, position,
/// sizes, frame), then the measurement state, then the computed style (its
/// common fields first), and last the style as written, which layout reads
/// only for min and max sizes. The node is also kept small (1,593 bytes,
/// from 1,961): edges written as percentages or `auto` live out of line
/// (``GeneralEdges``). Together these took simulated last-level misses
/// (cachegrind, a 2 MB cache) on `layout.feed` from 38 to 29 a node a layout.
struct NodeStorage {
    var children: [FlexNode] = []
    /// Cleared by the parent's `deinit` and on removal, so it never dangles.
    unowned(unsafe) var parent: FlexNode?
    var measureFunction: MeasureFunction?
    var baselineFunction: BaselineFunction?
    var nodeType = FlexNodeType.default
    var isDirty = true
    /// Set when layout recomputed this node (not a cache hit); cleared by rounding.
    var hasNewLayout = true
    var layoutDirection = LayoutDirection.ltr
    /// Whether the last measurement this node made or answered holds under a
    /// fit-content limit that contains it (read by the parent measuring it).
    var measureHoldsUnderLimit = false
    var hadOverflow = false
    // Layout state, in points, NaN when undefined.
    var position = EdgeValues()
    var layoutWidth = Double.nan
    var layoutHeight = Double.nan
    var frame = FlexRect(left: 0, top: 0, width: 0, height: 0)
    /// The unrounded absolute origin the frame was last rounded at.
    var roundedAtLeft = Double.nan
    var roundedAtTop = Double.nan
    var roundedAtScale = Double.nan
    var measuredWidth = Double.nan
    var measuredHeight = Double.nan
    var computedFlexBasis = Double.nan
    /// The layout call that last determined `computedFlexBasis`.
    var flexBasisGeneration = 0
    var lineIndex = 0
    var margin = EdgeValues()
    var border = EdgeValues()
    var padding = EdgeValues()
    var cache = LayoutCache()
    var measureCallCount = 0
    var layoutPassCount = 0
    /// Edge properties pre-resolved from `style`.
    var computed: ComputedStyle
    /// What `computed.general` points to, kept alive here.
    var generalEdges: GeneralEdges?
    var style: FlexStyle {
        didSet { computed = ComputedStyle(style, owner: &generalEdges) }
    }

    init(style: FlexStyle) {
        computed = ComputedStyle(style, owner: &generalEdges)
        self.style = style
    }
}

extension FlexNode {
    /// The gap between items along an axis; most nodes have none, so the style's gap is not read.
    @inline(__always)
    func gapForAxis(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        storage.pointee.computed.hasGap ? storage.pointee.style.gapForAxis(axis, ownerSize) : 0
    }
}
