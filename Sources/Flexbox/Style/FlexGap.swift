/// Gutters between items (`column`, along a row) and between lines (`row`).
///
/// ```swift
/// style.gap = FlexGap(all: 8)          // 8 points both ways
/// style.gap.column = .percent(5)       // 5% of the container's inner width
/// ```
public struct FlexGap: Sendable, Hashable {
    /// Space between rows (between items of a column, or between wrapped lines of a row).
    public var row: FlexValue
    /// Space between columns (between items of a row, or between wrapped lines of a column).
    public var column: FlexValue
    /// Both, unless `row` or `column` is set.
    public var all: FlexValue

    /// A gap with the given values; everything else unset.
    public init(row: FlexValue = .undefined, column: FlexValue = .undefined, all: FlexValue = .undefined) {
        self.row = row
        self.column = column
        self.all = all
    }

    /// The row gap in effect.
    @_transparent var resolvedRow: FlexValue { row.isDefined ? row : all }
    /// The column gap in effect.
    @_transparent var resolvedColumn: FlexValue { column.isDefined ? column : all }
}
