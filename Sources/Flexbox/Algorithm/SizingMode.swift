/// How an available length constrains a box during layout (CSS sizing terms).
enum SizingMode: UInt8 {
    /// Use exactly the available length (MeasureMode.exactly).
    case stretchFit
    /// Use the content size, at most the available length (MeasureMode.atMost).
    case fitContent
    /// No constraint; the available length is NaN (MeasureMode.undefined).
    case maxContent

    var measureMode: MeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .fitContent: return .atMost
        case .maxContent: return .undefined
        }
    }
}
