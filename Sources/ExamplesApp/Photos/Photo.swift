import Foundation

/// A photo of the Photos example (seed 000's model): where its file is, its
/// title and its author.
public struct Photo: Codable, Hashable, Sendable {
    /// Unique within the library.
    public var id: String
    /// The photo's title.
    public var title: String
    /// Who made it.
    public var author: String
    /// The file name, served at `/media/photos/<file>`.
    public var file: String

    /// A photo.
    public init(id: String, title: String, author: String, file: String) {
        self.id = id
        self.title = title
        self.author = author
        self.file = file
    }
}
