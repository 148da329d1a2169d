/// The main axis of a flex container and the direction children are placed along it.
///
/// Spelled as in CSS; the default, as in Yoga and ComponentKit, is `.column`.
public enum FlexDirection: String, Sendable, Hashable, CaseIterable {
    /// Children run left to right in LTR (right to left in RTL).
    case row
    /// Children run right to left in LTR (left to right in RTL).
    case rowReverse = "row-reverse"
    /// Children run top to bottom.
    case column
    /// Children run bottom to top.
    case columnReverse = "column-reverse"

    /// Whether the main axis is horizontal.
    @_transparent public var isRow: Bool { self == .row || self == .rowReverse }

    /// Whether children are placed from the end of the main axis.
    public var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}
