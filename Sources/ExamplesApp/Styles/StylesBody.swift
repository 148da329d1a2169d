import ComponentKit
import Foundation
import ViewTree

/// The Views and styles screen's content: the built-in views, then the
/// attribute tiles four to a row, each above its caption.
///
/// The parts that never change are Equatable stateful components, or the
/// shared attribute tiles, so when the button's own state changes
/// (``TapCounterButton``), the render reuses their layouts and lays out the
/// button alone: a tap costs the same whatever else the screen shows.
struct StylesBody: CompositeComponent {
    /// The picture the image views show.
    let checker: Image?

    /// The attribute tiles, made once for every session (they never change: the input is a version).
    static let tiles = SharedSubtree<Int> { _ in AttributeTiles() }

    /// A 128 × 96 pixel checkerboard at scale 2, in the tiles' colours.
    static let checker: Image? = {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(128 * 96 * 4)
        for y in 0..<96 {
            for x in 0..<128 {
                pixels += (x / 16 + y / 16).isMultiple(of: 2) ? [25, 100, 230, 255] : [242, 140, 25, 255]
            }
        }
        return try? Image(pixelWidth: 128, pixelHeight: 96, scale: 2, rgba: pixels)
    }()

    /// Each run attribute once. Made in `body`, so the link takes the link
    /// colour of the traits being built for; marked text stays dark on its
    /// yellow in dark mode too.
    static func richText() -> AttributedText {
        AttributedText("Rich text: ") + AttributedText("bold", font: .system(size: 15, weight: .bold))
            + AttributedText(", ") + AttributedText("underlined", underline: TextDecoration(.single))
            + AttributedText(", ") + AttributedText("struck", strikethrough: TextDecoration(.single))
            + AttributedText(", ") + AttributedText("marked", color: .black, backgroundColor: Color(red: 1, green: 0.9, blue: 0.4))
            + AttributedText(", ") + AttributedText("shadowed", shadow: TextShadow(offset: CGSize(width: 1, height: 1)))
            + AttributedText(" and a ")
            + AttributedText("link", color: .link, underline: TextDecoration(.single),
                             link: TextLink(url: URL(string: "https://github.com/facebook/componentkit")!))
            + AttributedText(".")
    }

    var body: some Component {
        InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 12), child: StackComponent(axis: .vertical, spacing: 10, alignItems: .stretch) {
            StylesHeading(title: "Views")
            RichTextSample()
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                TapCounterButton()
                ButtonComponent(titles: [.normal: "Disabled"], isEnabled: false,
                                attributes: [.borderWidth(1), .borderColor(.separator), .cornerRadius(8)])
                ActivityIndicatorComponent(isAnimating: true, color: .secondaryLabel)
            }
            StackComponent(axis: .horizontal, spacing: 12, alignItems: .stretch) {
                TextFieldComponent(initialText: "Typed text", options: field("Typed text field"))
                    .flexItem { $0.flexGrow = 1; $0.flexBasis = 0 }
                TextFieldComponent(options: field("Empty field", placeholder: "Placeholder"))
                    .flexItem { $0.flexGrow = 1; $0.flexBasis = 0 }
            }
            TextViewComponent(initialText: "A text view holds several lines,\nand grows with what is typed.",
                              options: field("Text view"), minimumLines: 2, maximumLines: 3)
            ImageModesRow(checker: checker)
            StylesHeading(title: "Attributes")
            Self.tiles.component(for: 0)
        })
    }

    private func field(_ label: String, placeholder: String? = nil) -> TextInputOptions {
        var options = TextInputOptions()
        options.placeholder = placeholder
        options.accessibilityLabel = label
        options.backgroundColor = .secondarySystemBackground
        options.cornerRadius = 8
        return options
    }
}
