/// One box in a flexbox tree: a style, children, optional measure and baseline
/// functions, and the frame computed by the last layout.
///
/// Nodes are reference types because layout caches per node; a tree is not
/// thread-safe, so build and lay it out on one thread at a time (any thread).
///
/// ```swift
/// var rowStyle = FlexStyle()
/// rowStyle.flexDirection = .row
/// rowStyle.width = 300
/// let row = try FlexNode(style: rowStyle)
/// var itemStyle = FlexStyle()
/// itemStyle.flexGrow = 1
/// try row.appendChild(FlexNode(style: itemStyle))
/// try row.appendChild(FlexNode(style: itemStyle))
/// try row.calculateLayout()
/// row.children[1].frame   // {150, 0, 150, 0}
/// ```
public final class FlexNode {
    /// The node's style; change it with `setStyle(_:)`.
    public private(set) var style: FlexStyle {
        @inline(__always) _read { yield storage.pointee.style }
        @inline(__always) _modify { yield &storage.pointee.style }
    }
    /// The children in order.
    public internal(set) var children: [FlexNode] {
        @inline(__always) _read { yield storage.pointee.children }
        @inline(__always) _modify { yield &storage.pointee.children }
    }
    /// The node this one is a child of, if any.
    public internal(set) var parent: FlexNode? {
        @inline(__always) _read { yield storage.pointee.parent }
        @inline(__always) _modify { yield &storage.pointee.parent }
    }
    /// The leaf's measure function, if any; set it with `setMeasureFunction(_:)`.
    public private(set) var measureFunction: MeasureFunction? {
        @inline(__always) _read { yield storage.pointee.measureFunction }
        @inline(__always) _modify { yield &storage.pointee.measureFunction }
    }
    /// The node's baseline function, if any; set it with `setBaselineFunction(_:)`.
    public private(set) var baselineFunction: BaselineFunction? {
        @inline(__always) _read { yield storage.pointee.baselineFunction }
        @inline(__always) _modify { yield &storage.pointee.baselineFunction }
    }
    /// How the node's frame snaps to the pixel grid. Setting a measure
    /// function makes it `.text` and clearing it `.default`, as in Yoga; set
    /// it afterwards for a measured leaf whose edges should meet its
    /// neighbours' (ComponentKit's components).
    public var nodeType: FlexNodeType {
        @inline(__always) _read { yield storage.pointee.nodeType }
        @inline(__always) _modify { yield &storage.pointee.nodeType }
    }
    /// Whether the node, or something under it, changed since the last layout.
    public internal(set) var isDirty: Bool {
        @inline(__always) _read { yield storage.pointee.isDirty }
        @inline(__always) _modify { yield &storage.pointee.isDirty }
    }
    /// An optional label used in error messages and dumps.
    public var name: String?
    /// The frame from the last layout, rounded to the pixel grid when a scale factor was given.
    public internal(set) var frame: FlexRect {
        @inline(__always) _read { yield storage.pointee.frame }
        @inline(__always) _modify { yield &storage.pointee.frame }
    }
    /// The inline direction the node was laid out in.
    public internal(set) var layoutDirection: LayoutDirection {
        @inline(__always) _read { yield storage.pointee.layoutDirection }
        @inline(__always) _modify { yield &storage.pointee.layoutDirection }
    }
    /// How many times layout (not a cache hit) ran the measure function; for tests and profiling.
    public internal(set) var measureCallCount: Int {
        @inline(__always) _read { yield storage.pointee.measureCallCount }
        @inline(__always) _modify { yield &storage.pointee.measureCallCount }
    }
    /// How many times this node's layout was computed rather than taken from the cache.
    public internal(set) var layoutPassCount: Int {
        @inline(__always) _read { yield storage.pointee.layoutPassCount }
        @inline(__always) _modify { yield &storage.pointee.layoutPassCount }
    }

    let storage: UnsafeMutablePointer<NodeStorage>

    var position: EdgeValues {
        @inline(__always) _read { yield storage.pointee.position }
        @inline(__always) _modify { yield &storage.pointee.position }
    }
    var margin: EdgeValues {
        @inline(__always) _read { yield storage.pointee.margin }
        @inline(__always) _modify { yield &storage.pointee.margin }
    }
    var border: EdgeValues {
        @inline(__always) _read { yield storage.pointee.border }
        @inline(__always) _modify { yield &storage.pointee.border }
    }
    var padding: EdgeValues {
        @inline(__always) _read { yield storage.pointee.padding }
        @inline(__always) _modify { yield &storage.pointee.padding }
    }
    var measuredWidth: Double {
        @inline(__always) _read { yield storage.pointee.measuredWidth }
        @inline(__always) _modify { yield &storage.pointee.measuredWidth }
    }
    var measuredHeight: Double {
        @inline(__always) _read { yield storage.pointee.measuredHeight }
        @inline(__always) _modify { yield &storage.pointee.measuredHeight }
    }
    var layoutWidth: Double {
        @inline(__always) _read { yield storage.pointee.layoutWidth }
        @inline(__always) _modify { yield &storage.pointee.layoutWidth }
    }
    var layoutHeight: Double {
        @inline(__always) _read { yield storage.pointee.layoutHeight }
        @inline(__always) _modify { yield &storage.pointee.layoutHeight }
    }
    var computedFlexBasis: Double {
        @inline(__always) _read { yield storage.pointee.computedFlexBasis }
        @inline(__always) _modify { yield &storage.pointee.computedFlexBasis }
    }
    var lineIndex: Int {
        @inline(__always) _read { yield storage.pointee.lineIndex }
        @inline(__always) _modify { yield &storage.pointee.lineIndex }
    }
    var hadOverflow: Bool {
        @inline(__always) _read { yield storage.pointee.hadOverflow }
        @inline(__always) _modify { yield &storage.pointee.hadOverflow }
    }
    var cache: LayoutCache {
        @inline(__always) _read { yield storage.pointee.cache }
        @inline(__always) _modify { yield &storage.pointee.cache }
    }
    var hasNewLayout: Bool {
        @inline(__always) _read { yield storage.pointee.hasNewLayout }
        @inline(__always) _modify { yield &storage.pointee.hasNewLayout }
    }
    var roundedAtLeft: Double {
        @inline(__always) _read { yield storage.pointee.roundedAtLeft }
        @inline(__always) _modify { yield &storage.pointee.roundedAtLeft }
    }
    var roundedAtTop: Double {
        @inline(__always) _read { yield storage.pointee.roundedAtTop }
        @inline(__always) _modify { yield &storage.pointee.roundedAtTop }
    }
    var roundedAtScale: Double {
        @inline(__always) _read { yield storage.pointee.roundedAtScale }
        @inline(__always) _modify { yield &storage.pointee.roundedAtScale }
    }

    /// A node with the given style (validated) and no children.
    public init(style: FlexStyle = FlexStyle()) throws(FlexError) {
        try style.validate(path: "node")
        storage = NodeStorageRecycler.take()
        storage.initialize(to: NodeStorage(style: style))
    }

    deinit {
        for child in storage.pointee.children { child.storage.pointee.parent = nil }
        storage.deinitialize(count: 1)
        NodeStorageRecycler.give(storage)
    }

    /// A node with the given style and children (each must not have a parent yet).
    public convenience init(style: FlexStyle = FlexStyle(), children: [FlexNode]) throws(FlexError) {
        try self.init(style: style)
        for child in children { try appendChild(child) }
    }

    /// Replaces the style after validating it; marks the node dirty if it changed.
    /// On error nothing changes.
    public func setStyle(_ newStyle: FlexStyle) throws(FlexError) {
        try newStyle.validate(path: path)
        guard newStyle != style else { return }
        style = newStyle
        markDirty()
    }

    /// Changes the style in place through a closure, validating the result.
    public func updateStyle(_ change: (inout FlexStyle) -> Void) throws(FlexError) {
        var copy = style
        change(&copy)
        try setStyle(copy)
    }

    /// Sets or clears the measure function. Only leaves may have one.
    public func setMeasureFunction(_ function: MeasureFunction?) throws(FlexError) {
        if function != nil && !children.isEmpty { throw .measureFunctionWithChildren(path: path) }
        measureFunction = function
        nodeType = function == nil ? .default : .text
        markDirty()
    }

    /// Sets or clears the baseline function used for `.baseline` alignment.
    public func setBaselineFunction(_ function: BaselineFunction?) {
        baselineFunction = function
        markDirty()
    }

    /// Marks this node and its ancestors as needing layout; siblings and
    /// descendants keep their cached measurements.
    ///
    /// Call it when a measure function's output changes (new text, a loaded image).
    public func markDirty() {
        var node: FlexNode? = self
        while let current = node, !(current.isDirty && current !== self) {
            current.isDirty = true
            current.computedFlexBasis = .nan
            node = current.parent
        }
    }

    /// Where the node sits in its tree: child indices from the root, like `root/2/0`.
    public var path: String {
        var parts: [String] = []
        var node = self
        while let parent = node.parent {
            let index = parent.children.firstIndex { $0 === node } ?? -1
            parts.append(node.name.map { "\(index)(\($0))" } ?? "\(index)")
            node = parent
        }
        parts.append(node.name ?? "root")
        return parts.reversed().joined(separator: "/")
    }
}
