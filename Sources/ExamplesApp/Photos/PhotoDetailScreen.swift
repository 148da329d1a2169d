import ComponentKit
import Foundation
import ViewTree

/// One photo, large, with its title and author.
@MainActor
final class PhotoDetailScreen: ExampleScreen {
    let title: String
    var view: View { host }
    private let host: HostingView<Photo, PhotoContext>

    init(photo: Photo, environment: ExamplesEnvironment) {
        title = photo.title
        let context = PhotoContext(downloader: environment.downloader, baseURL: environment.baseURL, layout: .list) { _ in }
        host = HostingView(provider: Self.provider, sizeRangeProvider: .flexibleHeight, context: context,
                           layoutContext: environment.layoutContext)
        host.backgroundColor = .white
        host.update(model: photo)
    }

    private static let provider = ComponentProvider<Photo, PhotoContext> { photo, context in
        PhotoDetail(photo: photo, context: context)
    }
}

/// The detail layout: the photo at full width in 3:2, then its text.
struct PhotoDetail: CompositeComponent {
    let photo: Photo
    let context: PhotoContext

    var body: some Component {
        let url = context.baseURL.appendingPathComponent("photos").appendingPathComponent(photo.file)
        let image = NetworkImageComponent(url: url, downloader: context.downloader, accessibilityLabel: photo.title,
                                          placeholder: PhotoCell.placeholder, contentMode: .aspectFill)
        // A constant, valid ratio: the initializer only refuses non-positive ones.
        let framed: any Component = (try? RatioComponent(ratio: 2.0 / 3.0, child: image)) ?? image
        return StackComponent(view: ViewConfiguration(View.self, [.accessibilityIdentifier("photo.detail")]), axis: .vertical, spacing: 12) {
            framed
            InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 0), child: StackComponent(axis: .vertical, spacing: 6) {
                LabelComponent(AttributedText(photo.title), font: .system(size: 22, weight: .bold), numberOfLines: 0,
                               attributes: [.accessibilityIdentifier("photo.title"), .accessibilityHeading(level: 2)])
                LabelComponent(AttributedText("by \(photo.author)"), font: .system(size: 15), color: Color(white: 0.4))
            })
        }
    }
}
