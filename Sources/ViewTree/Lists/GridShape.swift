/// A list read as one grid by assistive technology: rows and columns
/// counted through all its sections, as `UIAccessibilityContainerDataTable`
/// reports a data table's.
///
/// A list is one grid when every section that has items is laid out in
/// columns (a number of them or as many as fit), at least one section has
/// two or more, and no section has a header or footer: each section starts
/// a new row, and a row holds a line of items. One column is a list. A flow's lines and a waterfall's columns do not line up as a
/// table's cells do, and a header would be a row of its own that ARIA's
/// grid cannot name, so such lists stay lists, their items read "3 of 120".
struct GridShape: Sendable {
    /// The row (from 0) each section's first item is on.
    let sectionFirstRows: [Int]
    /// Rows through the whole list.
    let rowCount: Int
    /// The most columns any section has.
    let columnCount: Int

    /// The shape of `geometry`, or nil when it is not one grid.
    init?(_ geometry: ListGeometry) {
        guard geometry.itemCount > 0, geometry.sectionColumns.count == geometry.sectionCount else { return nil }
        var firstRows: [Int] = []
        firstRows.reserveCapacity(geometry.sectionCount)
        var rows = 0
        var columns = 0
        for section in 0..<geometry.sectionCount {
            firstRows.append(rows)
            guard geometry.headerFrames[section] == nil, geometry.footerFrames[section] == nil else { return nil }
            let count = geometry.itemCount(inSection: section)
            guard count > 0 else { continue }
            let sectionColumns = geometry.sectionColumns[section]
            guard sectionColumns > 0 else { return nil }
            rows += (count + sectionColumns - 1) / sectionColumns
            columns = Swift.max(columns, sectionColumns)
        }
        guard columns >= 2 else { return nil }
        sectionFirstRows = firstRows
        rowCount = rows
        columnCount = columns
    }

    /// Where item `item` of `section` sits, with `columns` columns in its section.
    func place(ofItem item: Int, inSection section: Int, columns: Int) -> AccessibilityListPosition.GridPlace {
        AccessibilityListPosition.GridPlace(row: sectionFirstRows[section] + item / columns + 1, column: item % columns + 1,
                                            rowCount: rowCount, columnCount: columnCount)
    }
}
