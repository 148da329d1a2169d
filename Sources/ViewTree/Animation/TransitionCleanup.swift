import Foundation

/// Takes out what stayed in the tree only for the browser to animate it
/// away (a screen that left a navigation stack, a dismissed
/// presentation), once that animation has had its time: its duration and
/// ``margin`` for the page to receive it.
///
/// Until then such views are hidden or inert on the server, so nothing
/// reaches them; afterwards the tree is what a rebuild would make, which
/// a browser session checks before it hibernates.
@MainActor
enum TransitionCleanup {
    /// Time allowed past the animation's duration.
    static let margin: TimeInterval = 0.5

    /// Runs `cleanup` on the main actor once an animation of `duration` is over.
    static func after(_ duration: TimeInterval, _ cleanup: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(duration + margin))
            cleanup()
        }
    }
}
