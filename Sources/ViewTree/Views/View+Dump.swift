import Foundation

extension View {
    /// A text dump of this view's subtree: kind, frame and the properties
    /// that differ from a new view's, one line per view, children indented.
    /// Hidden views are marked and their subtrees left out.
    ///
    /// ```
    /// view (0, 0, 390, 844)
    ///   label (16, 8, 80, 20) text="Hello" font=DejaVu Sans 17.0pt w400
    /// ```
    public func dump() -> String {
        var lines: [String] = []
        appendDump(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDump(to lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        let f = frame
        var line = "\(indent)\(Self.kind.rawValue) (\(Self.format(f.minX)), \(Self.format(f.minY)), \(Self.format(f.width)), \(Self.format(f.height)))"
        if isHidden {
            lines.append(line + " hidden")
            return
        }
        let initial = Self.initialProperties
        for property in recordedProperties where property.key != "frame" && property.key != "hidden" {
            if initial[property.key] == property { continue }
            line += " " + Self.describe(property)
        }
        lines.append(line)
        for subview in subviews { subview.appendDump(to: &lines, depth: depth + 1) }
    }

    private static func describe(_ property: ViewProperty) -> String {
        switch property {
        case let .text(text): return "text=\"\(text.string)\""
        case let .backgroundColor(color): return "backgroundColor=\(color.map(\.hexString) ?? "nil")"
        case let .imageTintColor(color): return "imageTintColor=\(color.map(\.hexString) ?? "nil")"
        case let .image(image):
            return "image=\(image.map { "\($0.pixelWidth)×\($0.pixelHeight)@\(format($0.scale))x" } ?? "nil")"
        case let .title(title, state): return "title[\(state)]=\(title.map { "\"\($0)\"" } ?? "nil")"
        case let .transform(transform): return "transform=\(transform)"
        case let .shadow(shadow): return "shadow=(\(shadow))"
        case let .backgroundGradient(gradient): return "backgroundGradient=\(gradient.map(describe) ?? "nil")"
        case let .cornerRadii(radii): return "cornerRadii=\(radii.map { "(\($0))" } ?? "nil")"
        case let .contentMode(mode): return "contentMode=\(mode.rawValue)"
        case let .drawing(drawing):
            // The list itself can run to thousands of commands: its size and length say enough.
            return "drawing=\(format(drawing.size.width))×\(format(drawing.size.height)) \(drawing.commands.count) commands"
        default:
            let value = "\(property)"
            let payload = value.firstIndex(of: "(").map { String(value[value.index(after: $0)...].dropLast()) } ?? value
            return "\(property.key)=\(payload)"
        }
    }

    /// "linear(0.5,0→0.5,1 #FFFFFFFF@0 #000000FF@1)": short enough for one dump line.
    private static func describe(_ gradient: Gradient) -> String {
        let geometry = switch gradient.kind {
        case let .linear(start, end): "linear(\(format(start.x)),\(format(start.y))→\(format(end.x)),\(format(end.y))"
        case let .radial(center, radius):
            "radial(\(format(center.x)),\(format(center.y)) r \(format(radius.width))×\(format(radius.height))"
        }
        return geometry + gradient.stops.map { " \($0.color.hexString)@\(format($0.location))" }.joined() + ")"
    }

    private static func format(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
}
