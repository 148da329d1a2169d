/// How a measure function must treat one available dimension.
public enum MeasureMode: Sendable, Hashable, CaseIterable {
    /// No constraint: return the content's natural size (the dimension is NaN).
    case undefined
    /// The result must be exactly the given size.
    case exactly
    /// The result may be anything up to the given size.
    case atMost
}
