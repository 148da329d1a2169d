import ExamplesApp

extension ExampleScreenID {
    /// Where the browser opens the screen.
    var pagePath: String {
        switch self {
        case .home: "/"
        case .photos: "/photos"
        case .photosGrid: "/photos?layout=grid"
        case .photoDetail: "/photos/1"
        case .feed: "/feed"
        case .animals: "/animals"
        case .serverDriven: "/server-driven"
        case .populations: "/populations"
        case .drawing: "/drawing"
        case .styles: "/styles"
        case .typography: "/typography"
        case .settings: "/settings"
        }
    }
}
