/// How a size constraint applies in one axis during layout (Yoga's sizing modes).
enum SizingMode {
    /// Exactly the available size.
    case stretchFit
    /// At most the available size.
    case fitContent
    /// No limit.
    case maxContent

    var measureMode: MeasureMode {
        switch self {
        case .stretchFit: .exactly
        case .fitContent: .atMost
        case .maxContent: .undefined
        }
    }
}

/// One remembered measurement: the constraints and the size they gave.
struct CachedMeasurement {
    var availableWidth: Double = -1
    var availableHeight: Double = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    var computedWidth: Double = -1
    var computedHeight: Double = -1
}

/// Everything the algorithm computes for a node (unrounded).
struct LayoutState {
    static let maxCachedMeasurements = 8

    var position: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var dimensions: (Double, Double) = (.nan, .nan)
    var measured: (Double, Double) = (.nan, .nan)
    var margin: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var border: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var padding: (Double, Double, Double, Double) = (0, 0, 0, 0)
    var direction: LayoutDirection = .inherit
    var hadOverflow = false

    var computedFlexBasis: Double = .nan
    var computedFlexBasisGeneration = 0
    var lineIndex = 0
    var generation = 0
    var lastOwnerDirection: LayoutDirection?
    var cachedLayout = CachedMeasurement()
    var cachedMeasurements = [CachedMeasurement](repeating: CachedMeasurement(), count: 0)
    var nextCachedMeasurementIndex = 0
    /// Set when the node was laid out in the current pass; rounding clears it.
    var hasNewLayout = true
    /// What the rounded frame was computed from.
    var roundedOrigin = RoundingOrigin.none
    var rounded = FlexLayout()

    @inline(__always) func position(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: position.0
        case .top: position.1
        case .right: position.2
        case .bottom: position.3
        }
    }

    @inline(__always) mutating func setPosition(_ value: Double, _ edge: PhysicalEdge) {
        switch edge {
        case .left: position.0 = value
        case .top: position.1 = value
        case .right: position.2 = value
        case .bottom: position.3 = value
        }
    }

    @inline(__always) func measured(_ dimension: Dimension) -> Double {
        dimension == .width ? measured.0 : measured.1
    }

    @inline(__always) mutating func setMeasured(_ value: Double, _ dimension: Dimension) {
        if dimension == .width { measured.0 = value } else { measured.1 = value }
    }

    @inline(__always) func dimension(_ dimension: Dimension) -> Double {
        dimension == .width ? dimensions.0 : dimensions.1
    }

    @inline(__always) func border(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: border.0
        case .top: border.1
        case .right: border.2
        case .bottom: border.3
        }
    }

    @inline(__always) mutating func setBorder(_ value: Double, _ edge: PhysicalEdge) {
        switch edge {
        case .left: border.0 = value
        case .top: border.1 = value
        case .right: border.2 = value
        case .bottom: border.3 = value
        }
    }

    @inline(__always) func padding(_ edge: PhysicalEdge) -> Double {
        switch edge {
        case .left: padding.0
        case .top: padding.1
        case .right: padding.2
        case .bottom: padding.3
        }
    }

    @inline(__always) mutating func setPadding(_ value: Double, _ edge: PhysicalEdge) {
        switch edge {
        case .left: padding.0 = value
        case .top: padding.1 = value
        case .right: padding.2 = value
        case .bottom: padding.3 = value
        }
    }

    @inline(__always) mutating func setMargin(_ value: Double, _ edge: PhysicalEdge) {
        switch edge {
        case .left: margin.0 = value
        case .top: margin.1 = value
        case .right: margin.2 = value
        case .bottom: margin.3 = value
        }
    }
}
