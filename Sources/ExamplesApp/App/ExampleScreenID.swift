import Foundation
/// The screens `examples render` can draw.
public enum ExampleScreenID: String, CaseIterable, Sendable {
    /// The list of examples.
    case home
    /// Seed 000's photos, as a list.
    case photos
    /// The photos as a grid.
    case photosGrid = "photos-grid"
    /// The first photo, opened.
    case photoDetail = "photo-detail"
    /// An endless feed of quotes in several styles (``FeedScreen``).
    case feed
    /// Seed 002's endangered animals.
    case animals
    /// Seed 004's screen decoded from server JSON.
    case serverDriven = "server-driven"
    /// A bar chart drawn by a view kind the app adds (``BarChartView``).
    case populations
    /// Every kind of drawing command (``DrawingGallery``).
    case drawing
    /// Every built-in view kind and view attribute (``StylesScreen``).
    case styles
    /// The app's own fonts, right-to-left and CJK text (``TypographyScreen``).
    case typography
    /// Every built-in control: switches, sliders, a stepper, a segmented control, a progress bar (``SettingsScreen``).
    case settings
}
