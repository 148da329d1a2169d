import ComponentKit
import Foundation
import ViewTree

// The Views and styles screen's parts that never change. Each is an
// Equatable stateful component: a re-render of the screen (a tap on the
// counter) reuses its previous layout whole instead of building it again.

/// A section title, a level-2 heading.
struct StylesHeading: StatefulComponent, Equatable {
    let title: String

    func body(state: Void, scope: Scope<Void>) -> LabelComponent {
        LabelComponent(AttributedText(title), font: .preferred(.headline), attributes: [.accessibilityHeading(level: 2)])
    }
}

/// One label with every run attribute (``StylesBody/richText()``).
struct RichTextSample: StatefulComponent, Equatable {
    func body(state: Void, scope: Scope<Void>) -> LabelComponent {
        LabelComponent(StylesBody.richText(), font: .system(size: 15), numberOfLines: 0)
    }
}

/// The checkerboard in three content modes.
struct ImageModesRow: StatefulComponent, Equatable {
    let checker: Image?

    func body(state: Void, scope: Scope<Void>) -> StackComponent {
        StackComponent(axis: .horizontal, spacing: 12, justifyContent: .spaceBetween) {
            for (mode, name) in [(ContentMode.aspectFit, "Aspect fit"), (.aspectFill, "Aspect fill"), (.scaleToFill, "Stretched")] {
                ImageComponent(checker, accessibilityLabel: "A checkerboard, \(name.lowercased())", contentMode: mode,
                               attributes: [.backgroundColor(.secondarySystemBackground), .clipsToBounds(true)],
                               size: ComponentSize(width: 100, height: 56))
            }
        }
    }
}

/// Every ``StyleTile``, four to a row, each one image named by its caption
/// and described by its summary (the caption is hidden from screen readers:
/// the name says it). The largest part of the screen and the same in every
/// session, so it is a shared subtree (``StylesBody/tiles``): made once for
/// the process, and a re-render finds its layout there.
struct AttributeTiles: CompositeComponent {
    var body: some Component {
        let tiles = StyleTile.all()
        return StackComponent(axis: .vertical, spacing: 10, alignItems: .stretch) {
            for start in stride(from: 0, to: tiles.count, by: 4) {
                StackComponent(axis: .horizontal, spacing: 0, justifyContent: .spaceBetween) {
                    for tile in tiles[start..<min(start + 4, tiles.count)] {
                        StackComponent(view: ViewConfiguration(View.self, [
                            .isAccessibilityElement(true), .accessibilityTraits(.image), .accessibilityLabel(tile.title),
                            .accessibilityValue(tile.summary), .accessibilityIdentifier("style.\(tile.title)"),
                        ]), axis: .vertical, spacing: 4, alignItems: .center) {
                            tile.box()
                            LabelComponent(AttributedText(tile.title), font: .preferred(.caption), color: .secondaryLabel,
                                           attributes: [.accessibilityElementsHidden(true)])
                        }
                    }
                }
            }
        }
    }
}

/// A button that counts its taps in its own scope's state: a tap re-renders
/// the screen, which lays out this button alone.
struct TapCounterButton: StatefulComponent, Equatable {
    func initialState() -> Int { 0 }

    func body(state: Int, scope: Scope<Int>) -> ButtonComponent {
        ButtonComponent(titles: [.normal: state == 0 ? "Tap me" : "Tapped \(state)×"], titleColors: [.normal: .white],
                        action: ControlAction("styles.tap") { scope.updateState { $0 += 1 } },
                        attributes: [.backgroundColor(.tint), .cornerRadius(8), .accessibilityIdentifier("styles.button")])
    }
}
