import Foundation

/// A component's requested size: width and height, and their minimums and
/// maximums, each in points, percent of the parent, or auto.
///
/// Resolving follows CSS as ComponentKit does: the minimum overrides the
/// maximum, which overrides the exact size.
///
/// ```swift
/// let avatar = ComponentSize(width: 40, height: 40)
/// let banner = ComponentSize(width: .percent(100), minHeight: 60, maxHeight: 200)
/// banner.resolve(parentSize: CGSize(width: 390, height: CGFloat.nan))  // 390 × 60...200
/// ```
public struct ComponentSize: Hashable, Sendable, CustomStringConvertible {
    /// Exact width.
    public var width: RelativeDimension {
        get { dimensions?.value.width ?? .auto }
        set { change { $0.width = newValue } }
    }
    /// Exact height.
    public var height: RelativeDimension {
        get { dimensions?.value.height ?? .auto }
        set { change { $0.height = newValue } }
    }
    /// Minimum width.
    public var minWidth: RelativeDimension {
        get { dimensions?.value.minWidth ?? .auto }
        set { change { $0.minWidth = newValue } }
    }
    /// Minimum height.
    public var minHeight: RelativeDimension {
        get { dimensions?.value.minHeight ?? .auto }
        set { change { $0.minHeight = newValue } }
    }
    /// Maximum width.
    public var maxWidth: RelativeDimension {
        get { dimensions?.value.maxWidth ?? .auto }
        set { change { $0.maxWidth = newValue } }
    }
    /// Maximum height.
    public var maxHeight: RelativeDimension {
        get { dimensions?.value.maxHeight ?? .auto }
        set { change { $0.maxHeight = newValue } }
    }

    /// The six dimensions, boxed only when one is not auto: every component
    /// carries a size, most of them auto, and a server keeps every
    /// session's components.
    private struct Dimensions: Hashable, Sendable {
        var width = RelativeDimension.auto, height = RelativeDimension.auto
        var minWidth = RelativeDimension.auto, minHeight = RelativeDimension.auto
        var maxWidth = RelativeDimension.auto, maxHeight = RelativeDimension.auto

        static let auto = Dimensions()
    }

    private var dimensions: SparseBox<Dimensions>?

    private mutating func change(_ update: (inout Dimensions) -> Void) {
        var value = dimensions?.value ?? .auto
        update(&value)
        dimensions = value == .auto ? nil : SparseBox(value)
    }

    /// A size; every dimension defaults to auto.
    public init(
        width: RelativeDimension = .auto, height: RelativeDimension = .auto,
        minWidth: RelativeDimension = .auto, minHeight: RelativeDimension = .auto,
        maxWidth: RelativeDimension = .auto, maxHeight: RelativeDimension = .auto
    ) {
        let value = Dimensions(width: width, height: height, minWidth: minWidth, minHeight: minHeight,
                               maxWidth: maxWidth, maxHeight: maxHeight)
        dimensions = value == .auto ? nil : SparseBox(value)
    }

    /// A fixed size in points.
    public init(_ size: CGSize) {
        self.init(width: .points(size.width), height: .points(size.height))
    }

    /// Every dimension auto: the content decides.
    public static let auto = ComponentSize()

    /// Checks every dimension: finite and not negative.
    public func validate() throws(SizingError) {
        try width.validate("width")
        try height.validate("height")
        try minWidth.validate("minWidth")
        try minHeight.validate("minHeight")
        try maxWidth.validate("maxWidth")
        try maxHeight.validate("maxHeight")
    }

    /// The range of sizes this requests inside a parent of `parentSize`
    /// (NaN or infinite where the parent's size is undefined).
    public func resolve(parentSize: CGSize) -> SizeRange {
        guard dimensions != nil else { return SizeRange(unchecked: .zero, CGSize(width: CGFloat.infinity, height: .infinity)) }
        let (minW, maxW) = Self.constrain(
            minimum: minWidth.resolve(parent: parentSize.width, auto: 0),
            exact: width.resolve(parent: parentSize.width, auto: .nan),
            maximum: maxWidth.resolve(parent: parentSize.width, auto: .infinity))
        let (minH, maxH) = Self.constrain(
            minimum: minHeight.resolve(parent: parentSize.height, auto: 0),
            exact: height.resolve(parent: parentSize.height, auto: .nan),
            maximum: maxHeight.resolve(parent: parentSize.height, auto: .infinity))
        return SizeRange(unchecked: CGSize(width: minW, height: minH), CGSize(width: maxW, height: maxH))
    }

    /// CSS precedence: min beats max beats exact. Invalid values (NaN,
    /// negative) are treated as auto so resolving never produces a bad range.
    private static func constrain(minimum: CGFloat, exact: CGFloat, maximum: CGFloat) -> (CGFloat, CGFloat) {
        let minimum = minimum.isFinite && minimum >= 0 ? minimum : 0
        let maximum = !maximum.isNaN && maximum >= 0 ? maximum : .infinity
        let exact = exact.isFinite && exact >= 0 ? exact : .nan
        if maximum <= minimum { return (minimum, minimum) }
        if exact.isNaN { return (minimum, maximum) }
        if exact > maximum { return (maximum, maximum) }
        if exact < minimum { return (minimum, minimum) }
        return (exact, exact)
    }

    public var description: String {
        var parts: [String] = []
        for (name, value) in [("width", width), ("height", height), ("minWidth", minWidth),
                              ("minHeight", minHeight), ("maxWidth", maxWidth), ("maxHeight", maxHeight)]
        where value != .auto {
            parts.append("\(name): \(value)")
        }
        return parts.isEmpty ? "auto" : parts.joined(separator: ", ")
    }
}
