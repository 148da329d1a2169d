import ComponentKit
import Foundation
import ViewTree

/// One view attribute shown on a small box: a colour, corners, a border,
/// clipping, a shadow, a transform, a gradient or group opacity. The
/// Views and styles screen lays them out in a grid.
struct StyleTile: Sendable {
    /// The caption, and the tile's accessibility label.
    let title: String
    /// What the tile shows, for screen readers (its accessibility value).
    let summary: String
    /// The box, with its attributes and any children that show them.
    let box: @Sendable () -> any Component

    static let size = CGSize(width: 64, height: 44)
    static let fill = Color(red: 0.1, green: 0.4, blue: 0.9)
    static let accent = Color(red: 0.95, green: 0.55, blue: 0.1)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.2)

    /// A box of the tile's size with `attributes`, holding `children` at their positions.
    static func box(_ attributes: [Attribute<View>], children: [StaticLayoutComponent.Child] = []) -> any Component {
        let view = ViewConfiguration(View.self, attributes)
        let size = ComponentSize(width: .points(Self.size.width), height: .points(Self.size.height))
        guard !children.isEmpty else { return ViewComponent(view: view, size: size) }
        // Children are placed at finite constant positions, which the layout never refuses.
        return (try? StaticLayoutComponent(view: view, size: size, children: children)) ?? ViewComponent(view: view, size: size)
    }

    /// A square of `side` points in `color`, for a box's children.
    static func square(_ color: Color, side: CGFloat, at position: CGPoint) -> StaticLayoutComponent.Child {
        StaticLayoutComponent.Child(
            position: position,
            ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(color)]),
                          size: ComponentSize(width: .points(side), height: .points(side))))
    }

    /// A box whose child reaches past its right edge, clipped or not.
    static func spill(clips: Bool) -> any Component {
        box([.backgroundColor(fill), .clipsToBounds(clips)], children: [square(accent, side: 24, at: CGPoint(x: 48, y: 10))])
    }

    /// Every tile, in the screen's order.
    static func all() -> [StyleTile] {
        [
            StyleTile(title: "Colour", summary: "a blue box") { box([.backgroundColor(fill)]) },
            StyleTile(title: "Alpha", summary: "a blue box at 40% opacity") { box([.backgroundColor(fill), .alpha(0.4)]) },
            StyleTile(title: "Corners", summary: "a blue box with rounded corners") { box([.backgroundColor(fill), .cornerRadius(14)]) },
            StyleTile(title: "Per corner", summary: "a blue box, two corners rounded more than the others, one square") {
                box([.backgroundColor(fill), .cornerRadii(CornerRadii(topLeft: 0, topRight: 20, bottomRight: 6, bottomLeft: 20))])
            },
            StyleTile(title: "Border", summary: "a white box with a blue border") { box([.backgroundColor(.white), .borderWidth(3), .borderColor(fill)]) },
            StyleTile(title: "Round border", summary: "an orange box with a dark rounded border clipping a blue square in its corner") {
                box([.backgroundColor(accent), .borderWidth(2), .borderColor(ink), .cornerRadius(12), .clipsToBounds(true)],
                    children: [square(fill, side: 20, at: CGPoint(x: 0, y: 0))])
            },
            StyleTile(title: "Clipped", summary: "a blue box clipping an orange square at its right edge") { spill(clips: true) },
            StyleTile(title: "Unclipped", summary: "a blue box with an orange square reaching past its right edge") { spill(clips: false) },
            StyleTile(title: "Shadow", summary: "a white rounded box casting a soft shadow below") {
                box([.backgroundColor(.white), .cornerRadius(8), .shadow(opacity: 0.5, offset: CGSize(width: 0, height: 4), radius: 5)])
            },
            StyleTile(title: "Shadow path", summary: "an oval shadow with no box") {
                box([.backgroundColor(.clear),
                     .shadow(color: ink, opacity: 0.6, offset: CGSize(width: 3, height: 3), radius: 2,
                             path: .ellipse(in: CGRect(x: 12, y: 2, width: 40, height: 40)))])
            },
            StyleTile(title: "Rotation", summary: "a blue box turned 15 degrees") { box([.backgroundColor(fill), .transform(Transform.identity.rotated(by: .pi / 12))]) },
            StyleTile(title: "Scale", summary: "an orange box scaled narrower") {
                box([.backgroundColor(accent), .transform(Transform.identity.scaledBy(x: 0.6, y: 0.9))])
            },
            StyleTile(title: "Linear", summary: "a rounded box fading diagonally from blue to orange") {
                box([.backgroundGradient(try? Gradient(stops: [.init(color: fill, location: 0), .init(color: accent, location: 1)],
                                                       kind: .linear(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1)))),
                     .cornerRadius(6)])
            },
            StyleTile(title: "Radial", summary: "a rounded box fading from white in the centre to blue") { box([.backgroundGradient(try? Gradient.radial([.white, fill])), .cornerRadius(6)]) },
            StyleTile(title: "Group alpha", summary: "two overlapping squares faded together at half opacity") {
                box([.alpha(0.5)], children: [square(fill, side: 30, at: CGPoint(x: 8, y: 2)),
                                              square(accent, side: 30, at: CGPoint(x: 26, y: 12))])
            },
            StyleTile(title: "Everything", summary: "a turned rounded box with a vertical gradient, a white border and a shadow") {
                box([.backgroundGradient(try? Gradient.vertical([accent, fill])), .cornerRadius(10), .borderWidth(2),
                     .borderColor(.white), .shadow(opacity: 0.4, offset: CGSize(width: 2, height: 3), radius: 3),
                     .transform(Transform.identity.rotated(by: -.pi / 18))])
            },
        ]
    }
}
