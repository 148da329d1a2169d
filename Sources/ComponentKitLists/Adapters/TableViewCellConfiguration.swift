import Foundation
import ViewTree

/// How a ``TableViewDataSource`` animates changes and styles its cells, as
/// CKToolbox's `CKTableViewCellConfiguration`.
///
/// The data source's ``TableViewDataSource/cellConfiguration`` is fixed
/// when it is made; one change can carry its own, either through the
/// adapter's `cellConfiguration:` arguments or in its user info under
/// ``userInfoKey`` (so code that only sees a ``DataSource`` can pass one).
///
/// ```swift
/// var configuration = TableViewCellConfiguration()
/// configuration.rowInsertAnimation = .fade
/// configuration.configureCell = { cell, indexPath in cell.backgroundColor = indexPath[1] % 2 == 0 ? .white : Color(white: 0.97) }
/// try dataSource.apply(changeset, userInfo: [TableViewCellConfiguration.userInfoKey: configuration])
/// ```
public struct TableViewCellConfiguration: Sendable {
    /// The user-info key under which a change carries the configuration
    /// that animates and styles it instead of the default one.
    public static let userInfoKey = "ComponentKitLists.TableViewCellConfiguration"

    /// For inserted rows.
    public var rowInsertAnimation: ListRowAnimation
    /// For deleted rows.
    public var rowDeleteAnimation: ListRowAnimation
    /// For the rows of inserted sections.
    public var sectionInsertAnimation: ListRowAnimation
    /// For the rows of deleted sections.
    public var sectionDeleteAnimation: ListRowAnimation
    /// For updated rows.
    public var rowReloadAnimation: ListRowAnimation
    /// Whether the rows that stay glide to their new places (below an
    /// inserted, deleted or resized row) instead of jumping, as UIKit's.
    /// Off by default: a relayout for new traits (a text size, fonts that
    /// arrive) would otherwise move every row while the person aims at one.
    public var rowRelayoutAnimated: Bool
    /// Turns every animation off, whatever the others say.
    public var animationsDisabled: Bool
    /// The timing of the animations.
    public var timing: AnimationTiming
    /// Styles a cell (background, accessories) after its item is mounted in
    /// it, and again when a change moves its row to another index path
    /// (rows shifted by an insertion or deletion included), so styling
    /// that depends on the row's place stays right.
    public var configureCell: (@MainActor @Sendable (ListCell, IndexPath) -> Void)?

    /// A configuration: automatic animations, no cell styling.
    public init(
        rowInsertAnimation: ListRowAnimation = .automatic, rowDeleteAnimation: ListRowAnimation = .automatic,
        sectionInsertAnimation: ListRowAnimation = .automatic, sectionDeleteAnimation: ListRowAnimation = .automatic,
        rowReloadAnimation: ListRowAnimation = .none, rowRelayoutAnimated: Bool = false, animationsDisabled: Bool = false,
        timing: AnimationTiming = .default,
        configureCell: (@MainActor @Sendable (ListCell, IndexPath) -> Void)? = nil
    ) {
        self.rowInsertAnimation = rowInsertAnimation
        self.rowDeleteAnimation = rowDeleteAnimation
        self.sectionInsertAnimation = sectionInsertAnimation
        self.sectionDeleteAnimation = sectionDeleteAnimation
        self.rowReloadAnimation = rowReloadAnimation
        self.rowRelayoutAnimated = rowRelayoutAnimated
        self.animationsDisabled = animationsDisabled
        self.timing = timing
        self.configureCell = configureCell
    }

    /// The batch-update animations this configuration asks for.
    public var animations: ListUpdate.Animations {
        guard !animationsDisabled else { return .none }
        return ListUpdate.Animations(
            insertedItems: rowInsertAnimation, deletedItems: rowDeleteAnimation, insertedSections: sectionInsertAnimation,
            deletedSections: sectionDeleteAnimation, reloadedItems: rowReloadAnimation, relayout: rowRelayoutAnimated,
            timing: timing)
    }
}
