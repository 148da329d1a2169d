import Foundation

/// A photo of the catalog: what the list and the detail screen show.
struct Photo: Hashable, Sendable, Codable {
    let id: Int
    let title: String
    let author: String
    let imageURL: URL
}
