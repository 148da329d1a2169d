/// Where a list item is in its whole list, which may hold many more items
/// than have cells: a screen reader says "3 of 120", or, in a grid, "row 2
/// of 40, column 3 of 3".
///
/// List views set it on their cells (``View/accessibilityListPosition``);
/// a list laid out in columns gives each cell its ``grid`` place too.
public struct AccessibilityListPosition: Hashable, Sendable, CustomStringConvertible {
    /// A cell's place in a grid: its row and column among all of them,
    /// counted from 1, as `UIAccessibilityContainerDataTable` reports them.
    public struct GridPlace: Hashable, Sendable, CustomStringConvertible {
        /// The cell's row, counted from 1.
        public let row: Int
        /// The cell's column, counted from 1 (from the leading edge).
        public let column: Int
        /// How many rows the grid has.
        public let rowCount: Int
        /// How many columns the grid has.
        public let columnCount: Int

        /// A place, each count at least 1 and each index clamped into its count.
        public init(row: Int, column: Int, rowCount: Int, columnCount: Int) {
            self.rowCount = Swift.max(1, rowCount)
            self.columnCount = Swift.max(1, columnCount)
            self.row = Swift.min(Swift.max(1, row), self.rowCount)
            self.column = Swift.min(Swift.max(1, column), self.columnCount)
        }

        public var description: String { "row \(row) of \(rowCount), column \(column) of \(columnCount)" }
    }

    /// The item's position, counted from 1.
    public let position: Int
    /// How many items the list has.
    public let count: Int
    /// The item's row and column when the list is a grid; nil otherwise.
    public let grid: GridPlace?

    /// A position, clamped into `1...count` (and `count` to at least 1),
    /// with its place in a grid when the list is one.
    public init(position: Int, of count: Int, grid: GridPlace? = nil) {
        self.count = Swift.max(1, count)
        self.position = Swift.min(Swift.max(1, position), self.count)
        self.grid = grid
    }

    public var description: String { grid.map(\.description) ?? "\(position) of \(count)" }
}
