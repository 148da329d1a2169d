import BrowserBackend
import BrowserServer
import ComponentKit
import ComponentKitLists
import Foundation

/// The samples of "Finding a slow frame": a feed of posts, traced, counted
/// and outlined.
enum SlowFrame {
    struct Post: Sendable {
        let id: Int
        let author: String
        let text: String
    }

    /// A post: its author above its text, on a white card.
    struct PostCard: CompositeComponent {
        let post: Post
        var body: some Component {
            InsetComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white)]), insets: EdgeInsets(all: 12),
                           child: StackComponent(axis: .vertical, spacing: 4) {
                               LabelComponent(AttributedText(post.author), font: .system(size: 15, weight: .semibold))
                               LabelComponent(AttributedText(post.text), font: .system(size: 15), numberOfLines: 0)
                           })
        }
    }

    /// The posts one under the other.
    struct Timeline: CompositeComponent {
        let posts: [Post]
        var body: some Component {
            StackComponent(axis: .vertical, spacing: 8) {
                for post in posts { PostCard(post: post) }
            }
        }
    }

    static let posts = (0..<3).map { Post(id: $0, author: "Author \($0)", text: "Post number \($0)") }
    static let provider = ComponentProvider<[Post], Void> { posts, _ in Timeline(posts: posts) }

    // sample: slow-frame-listener
    /// Prints every layout that takes longer than a frame at 60 Hz.
    final class SlowLayoutLogger: AnalyticsListener {
        func didLayoutComponentTree(_ event: TreeLayoutEvent) {
            guard event.duration > .milliseconds(16) else { return }
            print("slow layout of \(type(of: event.component)) (\(event.trigger)): \(event.duration), \(event.counts)")
        }
    }
    // end-sample

    /// The app's launch, with a tracer for every host it makes; compiled only
    /// (tests never change the process's default listeners).
    @MainActor
    static func launch() throws {
        // sample: slow-frame-default
        let tracer = try ChromeTraceRecorder(streamingTo: URL(fileURLWithPath: "app.trace.json"))
        DefaultAnalyticsListeners.add(tracer)   // before the app makes its hosting views and lists
        // end-sample
        _ = tracer
    }

    /// A server whose pages may turn the debug mode on; serves until
    /// cancelled, so the tests only compile it.
    @MainActor
    static func serveWithDebugMode() async throws {
        // sample: slow-frame-debug-server
        var configuration = BrowserServer.Configuration(port: 8080)
        configuration.allowsDebugOutlines = true   // off by default: it shows your type names to anyone
        let server = BrowserServer(configuration: configuration) { _ in
            let host = HostingView(provider: provider, context: ())
            host.update(model: posts)
            return host
        }
        try await server.run()
        // end-sample
    }
}
