import Foundation

/// A view that draws an image, as `UIImageView`.
///
/// ```swift
/// let photo = ImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
/// photo.image = decodedImage
/// photo.contentMode = .aspectFill
/// photo.clipsToBounds = true
/// ```
@MainActor
open class ImageView: View {
    override open class var kind: ViewKind { .image }

    /// The image; nil draws only the background.
    public var image: Image? {
        didSet { if image != oldValue { record(.image(image)) } }
    }
    /// How the image is placed in the bounds.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { record(.contentMode(contentMode)) } }
    }

    /// An image view showing `image`.
    public convenience init(image: Image?, frame: CGRect = .zero) {
        self.init(frame: frame)
        self.image = image
    }

    override open func applyOwnProperty(_ property: ViewProperty) -> Bool {
        switch property {
        case let .image(value): image = value
        case let .contentMode(value): contentMode = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    /// An element by default when it has a label: an image without one is decoration.
    override open var isAccessibilityElementByDefault: Bool { accessibilityLabel?.isEmpty == false }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.image(image), .contentMode(contentMode)]
    }
}
