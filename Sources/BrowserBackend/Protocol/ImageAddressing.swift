import ViewTree

/// Gives each image a same-origin URL the client can load; the session
/// keeps the image so the server can serve it there.
@MainActor
protocol ImageAddressing: AnyObject {
    func url(for image: Image) -> String
}
