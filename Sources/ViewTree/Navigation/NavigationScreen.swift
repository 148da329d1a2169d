/// One screen of a ``NavigationView``: a view and what the bar shows for it,
/// as a `UIViewController` with its `navigationItem`.
///
/// Both requirements are required (no defaults), so a near miss in a name
/// is a compile error rather than a screen silently without a title.
///
/// ```swift
/// final class DetailScreen: NavigationScreen {
///     let view = View()
///     let photo: Photo
///     init(photo: Photo) { self.photo = photo }
///     var navigationItem: NavigationItem { NavigationItem(title: photo.title, path: "/photos/\(photo.id)") }
/// }
/// ```
@MainActor
public protocol NavigationScreen: AnyObject {
    /// The screen's content; the navigation view sizes it to the area under
    /// the bar. Read once, when the screen is pushed.
    var view: View { get }
    /// The title, path and bar buttons; read again by
    /// ``NavigationView/updateBar()``.
    var navigationItem: NavigationItem { get }
}
