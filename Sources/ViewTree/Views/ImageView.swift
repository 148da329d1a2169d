import Foundation

/// A view that draws an image, as `UIImageView`.
///
/// ```swift
/// let photo = ImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
/// photo.image = decodedImage
/// photo.contentMode = .aspectFill
/// photo.clipsToBounds = true
///
/// let icon = ImageView(image: gearShape)
/// icon.semanticTintColor = .tint      // the shape in the accent colour, light or dark
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

    /// The colour the image's shape is painted in, as a template image in
    /// UIKit (`.alwaysTemplate` with the view's `tintColor`): each pixel
    /// keeps its alpha and takes this colour. Nil (the default) draws the
    /// image's own colours. Setting it stops following ``semanticTintColor``.
    public var tintColor: Color? {
        get { fixedTint }
        set {
            semanticTint = nil
            setTint(newValue)
        }
    }
    /// The role the tint follows, resolved for the view's traits now and
    /// again when they change (an icon that stays legible in dark mode).
    public var semanticTintColor: SemanticColor? {
        get { semanticTint }
        set {
            semanticTint = newValue
            setTint(newValue?.resolved(for: traitCollection))
        }
    }
    private var fixedTint: Color?
    private var semanticTint: SemanticColor?

    private func setTint(_ color: Color?) {
        guard color != fixedTint else { return }
        fixedTint = color
        record(.imageTintColor(color))
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
        case let .imageTintColor(value): tintColor = value
        default: return super.applyOwnProperty(property)
        }
        return true
    }

    /// An element by default when it has a label: an image without one is decoration.
    override open var isAccessibilityElementByDefault: Bool { accessibilityLabel?.isEmpty == false }

    override open var recordedProperties: [ViewProperty] {
        super.recordedProperties + [.image(image), .contentMode(contentMode), .imageTintColor(tintColor)]
    }

    override func resolveSemanticColors() {
        super.resolveSemanticColors()
        if let role = semanticTint { semanticTintColor = role }
    }
}
