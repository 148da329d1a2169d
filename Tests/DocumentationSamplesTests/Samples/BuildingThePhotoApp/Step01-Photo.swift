// sample: photoapp-01-photo.swift
import Foundation

// sample-hide
extension PhotoAppStep01 {
    // sample-show
    /// A photo of the catalog: what the list and the detail screen show.
    struct Photo: Hashable, Sendable, Codable {
        let id: Int
        let title: String
        let author: String
        let imageURL: URL
    }
    // sample-hide
}
// end-sample
