/// How an element that could not be made (unknown component, invalid data)
/// is shown.
public enum FallbackStyle: Hashable, Sendable {
    /// A box naming the problem and where it is: for development.
    case visible
    /// Nothing, taking no space: for users.
    case empty

    /// Visible in debug builds, empty in release builds.
    public static var `default`: FallbackStyle {
        #if DEBUG
        .visible
        #else
        .empty
        #endif
    }
}
