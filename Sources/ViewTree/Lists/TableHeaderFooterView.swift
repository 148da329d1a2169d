import Foundation

/// A table section's header or footer: a title on a light background, as
/// `UITableViewHeaderFooterView` (``SemanticColor/secondaryLabel`` on
/// ``SemanticColor/secondarySystemBackground``, following the traits).
@MainActor
open class TableHeaderFooterView: ListCell {
    /// Shows the section's title.
    public let titleLabel = Label()

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        semanticBackgroundColor = .secondarySystemBackground
        titleLabel.font = Self.titleFont(for: .large)
        titleLabel.semanticTextColor = .secondaryLabel
        // A section's title starts a part of the list, as UIKit's section headers read.
        titleLabel.accessibilityTraits = .header
        titleLabel.accessibilityHeadingLevel = 2
        titleLabel.isHidden = true
        // A fresh label has no superview and is not an ancestor: cannot fail.
        try? addSubview(titleLabel)
    }

    /// The title shown, or nil.
    public var title: String? {
        get { titleLabel.text.string.isEmpty ? nil : titleLabel.text.string }
        set {
            titleLabel.text = AttributedText(newValue ?? "")
            // Without a title (a component header shows instead) there is no empty heading to read.
            titleLabel.isHidden = newValue == nil
        }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 16, dy: 0)
    }

    /// The title's font at a text size: footnote text, semibold, growing
    /// with the text size.
    public nonisolated static func titleFont(for category: ContentSizeCategory) -> Font {
        .system(size: Font.TextStyle.footnote.size(for: category), weight: .semibold)
    }

    /// The title starts on the leading side of the traits' direction, in
    /// the traits' text size.
    override open func traitCollectionDidChange(_ previous: TraitCollection) {
        super.traitCollectionDidChange(previous)
        titleLabel.writingDirection = traitCollection.layoutDirection
        titleLabel.font = Self.titleFont(for: traitCollection.contentSizeCategory)
    }

    override open func prepareForReuse() {
        super.prepareForReuse()
        title = nil
    }
}
