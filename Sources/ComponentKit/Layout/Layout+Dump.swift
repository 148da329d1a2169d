import Foundation

extension Layout {
    /// A text dump of the layout tree: one line per component with its
    /// position in its parent and its size, children indented.
    ///
    /// ```
    /// InsetComponent (0, 0) 390×36
    ///   LabelComponent [Label] (16, 8) 80×20
    /// ```
    public func dump() -> String {
        var lines: [String] = []
        append(to: &lines, position: .zero, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func append(to lines: inout [String], position: CGPoint, depth: Int) {
        let name = String(describing: type(of: component))
        let view = component.viewConfiguration.viewClass.map { " [\(String(describing: $0))]" } ?? ""
        let indent = String(repeating: "  ", count: depth)
        lines.append("\(indent)\(name)\(view) (\(Self.format(position.x)), \(Self.format(position.y))) \(Self.format(size.width))×\(Self.format(size.height))")
        for child in children {
            child.layout.append(to: &lines, position: child.position, depth: depth + 1)
        }
    }

    /// Whole numbers without a fraction, others with up to two decimals.
    static func format(_ value: CGFloat) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
}
