extension Image {
    /// The most pixels an image made from outside data (a decoded file, a
    /// picture a server asks for) may have unless a caller sets its own
    /// limit: 40 megapixels (160 MB of RGBA), more than any camera photo an
    /// app shows, far less than a hostile header can claim. The image codec
    /// and the screen limits of server-driven screens both default to it.
    public static let defaultMaximumPixelCount = 40_000_000
}
