import Foundation
import ViewTree

/// One scene per layer style: shadows, transforms, gradients, per-corner
/// radii, opacity without groups.
@MainActor
enum LayerStyleScenes {
    static let all: [(String, @MainActor () throws -> View)] = [
        ("layer-shadows", shadows), ("layer-transforms", transforms), ("layer-gradients", gradients),
        ("layer-corner-radii", cornerRadii), ("layer-group-opacity", groupOpacity),
    ]

    /// A box shadow, a sharp offset one, one from an ellipse path, one clipped away.
    static func shadows() throws -> View {
        let root = Scenes.canvas(120, 40)
        let soft = Scenes.box(8, 8, 24, 24, .white)
        soft.cornerRadius = 6
        soft.shadow = Shadow(opacity: 0.6, offset: CGSize(width: 0, height: 3), radius: 3)
        let sharp = Scenes.box(38, 8, 20, 20, Color(red: 0.9, green: 0.9, blue: 1))
        sharp.shadow = Shadow(color: .blue, opacity: 1, offset: CGSize(width: 4, height: 4), radius: 0)
        let path = Scenes.box(66, 8, 20, 20, nil)
        path.shadow = Shadow(opacity: 0.8, offset: .zero, radius: 2, path: .ellipse(in: CGRect(x: 0, y: 4, width: 20, height: 12)))
        let clipped = Scenes.box(94, 8, 20, 20, .white)
        clipped.clipsToBounds = true
        clipped.shadow = Shadow(opacity: 1, offset: CGSize(width: 4, height: 4), radius: 0)
        for view in [soft, sharp, path, clipped] { try root.addSubview(view) }
        return root
    }

    /// A rotated, a scaled and a translated view, each with a child.
    static func transforms() throws -> View {
        let root = Scenes.canvas(120, 50)
        let rotated = Scenes.box(10, 10, 30, 30, .red)
        rotated.transform = Transform(rotationAngle: .pi / 4)
        try rotated.addSubview(Scenes.box(0, 0, 10, 10, .blue))
        let scaled = Scenes.box(50, 15, 20, 20, Color(red: 0, green: 0.6, blue: 0))
        scaled.transform = Transform(scaleX: 1.5, y: 0.5)
        try scaled.addSubview(Scenes.box(0, 0, 10, 10, .black))
        let moved = Scenes.box(80, 5, 20, 20, .blue)
        moved.transform = Transform(translationX: 10, y: 20)
        for view in [rotated, scaled, moved] { try root.addSubview(view) }
        return root
    }

    /// Linear gradients down and across, a radial one, one over a colour with rounded corners.
    static func gradients() throws -> View {
        let root = Scenes.canvas(130, 40)
        let down = Scenes.box(4, 4, 28, 32, nil)
        down.backgroundGradient = try .vertical([.red, .blue])
        let diagonal = Scenes.box(36, 4, 28, 32, nil)
        diagonal.backgroundGradient = try Gradient(
            stops: [.init(color: .black, location: 0.25), .init(color: .white, location: 0.5), .init(color: .red, location: 0.75)],
            kind: .linear(start: .zero, end: CGPoint(x: 1, y: 1)))
        let radial = Scenes.box(68, 4, 28, 32, nil)
        radial.backgroundGradient = try .radial([.white, Color(red: 0, green: 0.5, blue: 0)])
        let over = Scenes.box(100, 4, 26, 32, .blue)
        over.cornerRadius = 8
        over.backgroundGradient = try .vertical([Color(white: 1, alpha: 0), .white])
        for view in [down, diagonal, radial, over] { try root.addSubview(view) }
        return root
    }

    /// Different radii per corner, with a border and a clipped child.
    static func cornerRadii() throws -> View {
        let root = Scenes.canvas(80, 40)
        let sheet = Scenes.box(4, 4, 32, 32, Color(red: 0.2, green: 0.5, blue: 0.9))
        sheet.cornerRadii = CornerRadii(topLeft: 16, topRight: 16, bottomRight: 0, bottomLeft: 0)
        let bordered = Scenes.box(42, 4, 32, 32, .white)
        bordered.cornerRadii = CornerRadii(topLeft: 0, topRight: 12, bottomRight: 4, bottomLeft: 20)
        bordered.borderWidth = 2
        bordered.borderColor = .red
        bordered.clipsToBounds = true
        try bordered.addSubview(Scenes.box(0, 20, 32, 12, .black))
        for view in [sheet, bordered] { try root.addSubview(view) }
        return root
    }

    /// Two half-opaque parents with overlapping children: flattened, and not.
    static func groupOpacity() throws -> View {
        let root = Scenes.canvas(80, 40)
        for (index, grouped) in [true, false].enumerated() {
            let parent = Scenes.box(4 + CGFloat(index) * 40, 4, 32, 32, nil)
            parent.alpha = 0.5
            parent.allowsGroupOpacity = grouped
            try parent.addSubview(Scenes.box(0, 0, 20, 20, .red))
            try parent.addSubview(Scenes.box(12, 12, 20, 20, .blue))
            try root.addSubview(parent)
        }
        return root
    }
}
