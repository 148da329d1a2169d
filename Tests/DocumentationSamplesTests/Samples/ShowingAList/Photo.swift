// sample: list-model
import ComponentKitLists
import Foundation

// sample-hide
extension ShowingAList {
    // sample-show
    struct Photo: Hashable, Sendable {
        let id: Int
        let title: String
        let thumbnailURL: URL
    }
    // sample-hide
}
// end-sample
