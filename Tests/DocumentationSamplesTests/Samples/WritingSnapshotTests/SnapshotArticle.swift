import ComponentKit

/// The samples of "Writing a snapshot test for your component", nested so
/// their names do not meet other articles'.
enum SnapshotArticle {
    /// What the article's `PhotoCell` stands for: a title over its author.
    struct PhotoCell: CompositeComponent {
        let title: String
        let author: String

        var body: some Component {
            InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.white)]),
                insets: EdgeInsets(all: 12),
                child: StackComponent(axis: .vertical, spacing: 4) {
                    LabelComponent(AttributedText(title), font: .system(size: 17, weight: .semibold))
                    LabelComponent(AttributedText(author), font: .system(size: 13), color: Color(white: 0.45))
                })
        }
    }
}
