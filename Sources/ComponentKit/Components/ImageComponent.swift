import Foundation
import ViewTree

/// An image in a ``/ViewTree/ImageView``; by default as large as the image's
/// size in points.
///
/// ```swift
/// ImageComponent(photo, accessibilityLabel: "Sunset over the bay", contentMode: .aspectFill,
///                size: ComponentSize(width: 60, height: 60))
/// ```
public struct ImageComponent: Component {
    /// The image; nil shows only the background.
    public let image: Image?
    /// How the image fills the view.
    public let contentMode: ContentMode
    /// Extra attributes for the image view.
    public let extraAttributes: [Attribute<ImageView>]
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// What the image shows, read by screen readers; without one the image
    /// is decoration and hidden from them.
    public let accessibilityLabel: String?

    /// An image component; with `size` omitted it takes the image's size.
    /// Give an `accessibilityLabel` unless the image is decoration.
    public init(
        _ image: Image?, accessibilityLabel: String? = nil, contentMode: ContentMode = .scaleToFill,
        attributes: [Attribute<ImageView>] = [], size: ComponentSize? = nil
    ) {
        self.accessibilityLabel = accessibilityLabel
        self.image = image
        self.contentMode = contentMode
        self.extraAttributes = attributes
        self.componentSize = size ?? image.map { ComponentSize($0.size) } ?? .auto
        var own = [ViewAttribute(.image(image)), ViewAttribute(.contentMode(contentMode))]
        if let accessibilityLabel { own.append(ViewAttribute(.accessibilityLabel(accessibilityLabel))) }
        self.viewConfiguration = attributes.isEmpty
            ? ViewConfiguration(ImageView.self, distinct: own)
            : ViewConfiguration(ImageView.self, own.map(Attribute.init(erased:)) + attributes)
    }

}
