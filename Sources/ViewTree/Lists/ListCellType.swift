/// Which cell class shows an item, and the identifier its reuse queue is
/// keyed by: cells are only ever reused for items of the same identifier.
///
/// ```swift
/// ListCellType(reuseIdentifier: "photo", cellClass: PhotoCell.self)
/// ```
public struct ListCellType: Sendable {
    /// Cells with equal identifiers are interchangeable.
    public var reuseIdentifier: String
    /// The class instantiated when the reuse queue is empty.
    public var cellClass: ListCell.Type

    /// A cell type for `cellClass`, reused under `reuseIdentifier`.
    public init(reuseIdentifier: String, cellClass: ListCell.Type = ListCell.self) {
        self.reuseIdentifier = reuseIdentifier
        self.cellClass = cellClass
    }
}
