import ComponentKit
import ComponentKitLists
import Foundation
import Testing
import ViewTree

/// The samples of *Lists in depth* about changesets and per-change cell
/// configurations, run against a real table.
@MainActor
@Suite("Lists in depth: changesets and cell configurations")
struct ChangesetsInDepth {
    struct Song: Sendable, Equatable {
        var title: String
        var isPlaying = false
    }

    struct SongRow: CompositeComponent {
        let song: Song
        var body: some Component {
            LabelComponent(AttributedText(song.isPlaying ? "▶ \(song.title)" : song.title))
        }
    }

    static let provider = ComponentProvider<Song, Void> { song, _ in SongRow(song: song) }

    func makeTable() throws -> TableViewDataSource<Song, Void> {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // sample: lists-default-cell-configuration
        let stripes = TableViewCellConfiguration(rowDeleteAnimation: .fade) { cell, indexPath in
            cell.backgroundColor = indexPath[1].isMultiple(of: 2) ? .white : Color(white: 0.96)
        }
        let songs = TableViewDataSource(
            tableView: table,
            configuration: DataSourceConfiguration(provider: Self.provider, context: (), sizeRange: .flexibleHeight(width: 320)),
            cellConfiguration: stripes)   // fixed from now on; a change may carry its own
        // end-sample
        var changeset = Changeset<Song>(insertedSections: [0, 1])
        for (index, title) in ["Blue", "Green", "Red"].enumerated() { changeset.insertedItems[[0, index]] = Song(title: title) }
        changeset.insertedItems[[1, 0]] = Song(title: "Later")
        try songs.apply(changeset, mode: .synchronous)
        return songs
    }

    @Test("Update and move in one changeset, and a section move")
    func updateAndMove() throws {
        let songs = try makeTable()
        // sample: lists-update-and-move
        // "Red" starts playing and goes to the top: the update names it where
        // it was, the move where it goes.
        try songs.apply(Changeset(updatedItems: [[0, 2]: Song(title: "Red", isPlaying: true)],
                                  movedItems: [[0, 2]: [0, 0]]))
        // end-sample
        // sample: lists-section-move
        let builder = ChangesetBuilder<Song>()
        try builder.move.section.at.index(1).to.index(0)   // "Later" comes first, with its items
        try songs.apply(builder.build())
        // end-sample
        songs.dataSource.reload(mode: .synchronous)
        #expect(songs.state.models.map { $0.map(\.title) } == [["Later"], ["Red", "Blue", "Green"]])
        #expect(songs.state.models[1][0].isPlaying)
    }

    @Test("A change carries its own cell configuration")
    func perChangeConfiguration() throws {
        let songs = try makeTable()
        // sample: lists-per-change-configuration
        let quiet = TableViewCellConfiguration(animationsDisabled: true) { cell, indexPath in
            cell.backgroundColor = indexPath[1].isMultiple(of: 2) ? .white : Color(white: 0.96)
        }
        try songs.apply(Changeset(removedItems: [[0, 0]]), cellConfiguration: quiet)
        songs.reload(cellConfiguration: quiet)
        // Code that only sees the data source passes it in the user info:
        try songs.dataSource.apply(Changeset(insertedItems: [[0, 0]: Song(title: "Gold")]),
                                   userInfo: [TableViewCellConfiguration.userInfoKey: quiet])
        // end-sample
        songs.removeAll(mode: .synchronous, cellConfiguration: quiet)
        #expect(songs.state.numberOfSections == 0)
    }
}
