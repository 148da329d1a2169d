import ContainerCollection
import Foundation
import RasterBackend

extension ServerDrivenArticle {
    // sample: broken-screen-json
    static let brokenJSON = #"""
    {
      "version": 1,
      "sections": [
        { "id": "today", "elements": [
          { "id": "map", "component": "map", "data": { "latitude": 38.7 } },
          { "id": "lisbon", "component": "weather", "data": { "city": "Lisbon", "temperature": 21.5, "condition": "sunny" } },
          { "id": "mars", "component": "weather", "data": { "city": "Mars", "temperature": -120, "condition": "sunny" } },
          { "id": "porto", "component": "weather", "data": { "city": "Porto", "temperature": "warm", "condition": "sunny" } },
          { "id": "faro", "component": "image", "data": { "subtitle": "No title" } }
        ] }
      ]
    }
    """#
    // end-sample

    /// The problems of `screen`, each handed to `log`.
    static func report(_ screen: Screen, log: (String) -> Void) {
        // sample: problems-report
        for problem in screen.problems {
            switch problem.kind {
            case let .unknownComponent(name, _):
                // A component this version of the app does not know: the server may be newer.
                log("skipped \"\(name)\" at \(problem.path)")
            default:
                log("\(problem)")
            }
        }
        // end-sample
    }

    /// The three fallback factories of the article.
    static func fallbacks(context: LayoutContext) -> (debug: FallbackFactory, release: FallbackFactory, standard: FallbackFactory) {
        // sample: fallback-styles
        // For developers: a box with the problem and its JSON path.
        let debug = FallbackFactory(style: .visible, layoutContext: context)
        // For users: nothing where the broken element was, taking no space.
        let release = FallbackFactory(style: .empty, layoutContext: context)
        // The default: visible in debug builds, empty in release builds.
        let standard = FallbackFactory(style: .default, layoutContext: context)
        // end-sample
        return (debug, release, standard)
    }

    /// A screen decoded under limits, or the reason it was refused whole.
    static func decodeUnderLimits(_ data: Data, mapper: any ComponentMapper, fallback: FallbackFactory) -> Result<Screen, ScreenDecodingError> {
        // sample: screen-limits
        let limits = ScreenLimits(maximumByteCount: 1 << 20, maximumElements: 200)
        let decoder = ScreenDecoder(mapper: mapper, fallback: fallback, limits: limits)
        do {
            let screen = try decoder.decode(data)
            // sample-hide
            return .success(screen)
        // sample-show
        } catch {
            // Not JSON, not an object, too large, or no version:
            // there is no screen to show, only an error to report.
            print("screen refused: \(error)")
            // sample-hide
            return .failure(error)
        // sample-show
        }
        // end-sample
    }
}
