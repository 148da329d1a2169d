import Foundation
import ViewTree

extension WindowSnapshot {
    /// The most bytes ``decode(_:maximumBytes:)`` reads by default.
    public static let defaultMaximumBytes = 1 << 20
    /// The most records of each kind a snapshot may hold.
    public static let maximumRecords = 10_000
    /// The longest text an input's record may hold, in UTF-8 bytes.
    public static let maximumTextBytes = 256 * 1024

    /// The snapshot in `data`, checked before anything of it is used: its
    /// version, its size, the number of its records and their values.
    ///
    /// - Throws: ``WindowSnapshotError`` saying what was wrong and where.
    public static func decode(_ data: Data, maximumBytes: Int = defaultMaximumBytes) throws(WindowSnapshotError) -> WindowSnapshot {
        guard data.count <= maximumBytes else {
            throw WindowSnapshotError(reason: "it is \(data.count) bytes, more than the \(maximumBytes) allowed")
        }
        let snapshot: WindowSnapshot
        do {
            snapshot = try JSONDecoder().decode(WindowSnapshot.self, from: data)
        } catch {
            throw WindowSnapshotError(reason: "it does not decode: \(StateRestoration.reason(error))")
        }
        try snapshot.validate()
        return snapshot
    }

    /// Checks the values a decoder cannot: the version, counts, numbers and selections.
    public func validate() throws(WindowSnapshotError) {
        guard version == Self.formatVersion else {
            throw WindowSnapshotError(reason: "it is of format version \(version); this build reads version \(Self.formatVersion)")
        }
        if let location, Location(validating: location) == nil {
            throw WindowSnapshotError(reason: "its location \"\(location.prefix(80))\" is not a path")
        }
        let states = componentStates.reduce(0) { $0 + $1.states.count }
        for (name, count) in [("component states", states), ("scroll offsets", scrollOffsets.count), ("text inputs", textInputs.count)]
        where count > Self.maximumRecords {
            throw WindowSnapshotError(reason: "it has \(count) \(name), more than the \(Self.maximumRecords) allowed")
        }
        for offset in scrollOffsets where !(offset.x.isFinite && offset.y.isFinite && abs(offset.x) <= 1e9 && abs(offset.y) <= 1e9) {
            throw WindowSnapshotError(reason: "the scroll offset of \(offset.view) is (\(offset.x), \(offset.y)), not a finite offset")
        }
        for input in textInputs {
            guard input.text.utf8.count <= Self.maximumTextBytes else {
                throw WindowSnapshotError(reason: "the text of \(input.view) is \(input.text.utf8.count) bytes, more than \(Self.maximumTextBytes)")
            }
            let count = input.text.count
            guard 0 <= input.selectionStart, input.selectionStart <= input.selectionEnd, input.selectionEnd <= count else {
                throw WindowSnapshotError(
                    reason: "the selection \(input.selectionStart)..<\(input.selectionEnd) of \(input.view) is not within its \(count) characters")
            }
        }
    }
}
