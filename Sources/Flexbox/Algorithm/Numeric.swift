// Undefined lengths are NaN inside the engine; these helpers treat NaN as "no value".

/// The larger of two lengths, or the defined one.
@_transparent
func maxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a > b ? a : b }
    return a.isNaN ? b : a
}

/// The smaller of two lengths, or the defined one.
@_transparent
func minOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return a < b ? a : b }
    return a.isNaN ? b : a
}

/// Equality within a small epsilon; two undefined values are equal.
@_transparent
func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}
