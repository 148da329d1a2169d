import ComponentKit
import Foundation

/// The examples app's previews: its own components (rows, cells, cards,
/// buttons, headers, a chart) with sample data, in light and dark, at two
/// widths, and some right to left or with larger text. Each component's
/// previews are declared beside it, as a `previews` list on the component;
/// this registry gathers them in the order a gallery shows them.
///
/// ```swift
/// let registry = try ExamplePreviews.registry(photos: .samples())
/// registry.variantCount                         // 54
/// registry.preview(id: "animal-row")?.variants  // Vaquita and Snow leopard, light and dark, both directions
/// ```
public enum ExamplePreviews {
    /// Every preview, feed first. `photos` supplies the photo cells' and
    /// detail's picture (its first photo), drawn at once with no placeholder.
    /// Registers the app's fonts, which the quote cells use. On the main
    /// actor (the Populations screen's figures live there); the previews'
    /// components are then made on any thread.
    ///
    /// - Throws: ``PreviewError`` if a declaration is refused (a test keeps them valid).
    @MainActor
    public static func registry(photos: PhotoLibrary) throws(PreviewError) -> PreviewRegistry {
        ExamplesFonts.register()
        return try PreviewRegistry {
            QuoteCell.previews
            RevealQuote.previews
            AuthorsRail.previews
            AnimalRow.previews
            if let photo = photos.photos.first {
                PhotoCell.previews(photo: photo, library: photos)
                PhotoDetail.previews(photo: photo, library: photos)
            }
            PhotoSearchField.previews
            PopulationsBody.previews
            SettingsSection.previews
            AboutBody.previews
            TapCounterButton.previews
        }
    }
}
