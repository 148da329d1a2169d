import ComponentKit
import ExamplesApp
import Foundation
import RasterBackend
import ViewTree

/// The server-side cost of one keystroke in the examples app's Photos search:
/// the edit, the filter, the diff, the data source's changeset, mounting,
/// and the transaction that carries it all (what a browser session does for
/// each edit message, without the network).
@MainActor
enum ExamplesWorkloads {
    static var all: [Workload] {
        var mutations = 0
        var kinds: [String: Int] = [:]
        return [
            Workload(
                name: "examples.search-keystroke", itemCount: 1, samples: 200, clock: .threadCPU,
                extraFigures: {
                    ["mutations per keystroke \(mutations): " + kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")]
                },
                prepareAsync: {
                    let window = Window(size: CGSize(width: 390, height: 844))
                    // Force-unwraps are fine here: the sample photos ship with the app.
                    let library = try! PhotoLibrary.samples()
                    let environment = ExamplesEnvironment(
                        photos: LibraryPhotoSource(library: library), downloader: CachingImageDownloader(upstream: LibraryImageDownloader(library: library)),
                        baseURL: URL(string: "http://localhost/")!,
                        layoutContext: LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2))
                    let app = ExamplesApp(environment: environment)
                    app.navigation.frame = CGRect(origin: .zero, size: window.size)
                    try? window.rootView.addSubview(app.navigation)
                    let photos = app.showPhotos()
                    await photos.loading?.value
                    let field = photos.view.subtree.first { $0.accessibilityIdentifier == "photos.search" } as! TextInputView
                    field.becomeFirstResponder()
                    _ = window.takeTransaction()
                    var typed = false
                    return {
                        typed.toggle()
                        field.replaceText(with: typed ? "m" : "", selection: typed ? 1..<1 : 0..<0)
                        let transaction = window.takeTransaction()
                        mutations = transaction.mutations.count
                        kinds = [:]
                        for mutation in transaction.mutations {
                            let name: String
                            switch mutation {
                            case let .set(_, property): name = "set." + property.key
                            case let .animate(_, animation): name = "animate." + animation.to.key
                            default: name = "\(mutation)".prefix { $0 != "(" }.description
                            }
                            kinds[name, default: 0] += 1
                        }
                        return transaction
                    }
                }),
        ]
    }
}
