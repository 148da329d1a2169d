import ComponentKitLists
import Foundation

extension Photo: Diffable {
    /// Photos are the same photo when their identifiers are.
    public var diffID: String { id }
}

extension Photo {
    /// The photos whose titles contain `query`, ignoring case and the
    /// query's surrounding spaces; all of them for an empty query.
    public static func matching(_ query: String, in photos: [Photo]) -> [Photo] {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { return photos }
        return photos.filter { $0.title.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}
