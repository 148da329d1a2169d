import Foundation

extension Drawing {
    /// Checks a drawing where it is made, so backends can draw it without
    /// checks of their own: Cairo puts a context in an error state for good
    /// on a singular matrix, and a NaN in an SVG path ends the path there.
    static func validate(size: CGSize, commands: [Command]) throws(DrawingError) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
            size.width <= maximumSide, size.height <= maximumSide
        else { throw .invalidSize(size) }
        var elementCount = commands.count
        var depth = 0
        for (index, command) in commands.enumerated() {
            func fail(_ reason: String) -> DrawingError {
                .invalidCommand(index: index, command: command.name, reason: reason)
            }
            switch command {
            case let .fill(path, paint, _):
                elementCount += path.elements.count
                if let reason = path.problem ?? paint.problem { throw fail(reason) }
            case let .stroke(path, paint, style):
                elementCount += path.elements.count
                if let reason = path.problem ?? paint.problem ?? style.problem { throw fail(reason) }
            case let .clip(path, _):
                elementCount += path.elements.count
                if let reason = path.problem { throw fail(reason) }
            case let .image(_, rect):
                guard rect.isFiniteRect else { throw fail("the rectangle must be finite, not \(rect)") }
            case let .text(text):
                if let reason = text.problem { throw fail(reason) }
            case let .transform(transform):
                guard transform.isFinite, transform.determinant != 0, transform.determinant.isFinite else {
                    throw fail("the transform \(transform) cannot be inverted")
                }
            case .saveState:
                depth += 1
                guard depth <= maximumStateDepth else { throw .stateTooDeep(index: index) }
            case .restoreState:
                guard depth > 0 else { throw .unbalancedRestore(index: index) }
                depth -= 1
            }
            guard elementCount <= maximumElementCount else { throw .tooManyElements(elementCount) }
        }
    }
}

extension Drawing.Command {
    /// The command's name in errors and dumps.
    public var name: String {
        switch self {
        case .fill: "fill"
        case .stroke: "stroke"
        case .image: "image"
        case .text: "text"
        case .clip: "clip"
        case .transform: "transform"
        case .saveState: "saveState"
        case .restoreState: "restoreState"
        }
    }
}

extension CGPoint {
    fileprivate var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    fileprivate var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension DrawingPath {
    /// What is wrong with the path's numbers, if anything.
    fileprivate var problem: String? {
        for (step, element) in elements.enumerated() {
            let points: [CGPoint]
            switch element {
            case let .move(point), let .line(point): points = [point]
            case let .quadCurve(point, control): points = [point, control]
            case let .curve(point, control1, control2): points = [point, control1, control2]
            case let .arc(center, radius, startAngle, endAngle, _):
                guard radius.isFinite, radius >= 0 else {
                    return "the radius of path step \(step) (arc) must be finite and not negative, not \(radius)"
                }
                guard startAngle.isFinite, endAngle.isFinite else {
                    return "the angles of path step \(step) (arc) must be finite, not \(startAngle) and \(endAngle)"
                }
                points = [center]
            case .closeSubpath: points = []
            }
            if let bad = points.first(where: { !$0.isFinitePoint }) {
                return "path step \(step) has a point that is not finite: (\(bad.x), \(bad.y))"
            }
        }
        return nil
    }
}

extension DrawingPaint {
    fileprivate var problem: String? {
        guard case let .gradient(_, box?) = self, !box.isFiniteRect else { return nil }
        return "the gradient's box must be finite, not \(box)"
    }
}

extension StrokeStyle {
    fileprivate var problem: String? {
        guard lineWidth.isFinite, lineWidth >= 0 else {
            return "the line width must be finite and not negative, not \(lineWidth)"
        }
        guard miterLimit.isFinite, miterLimit >= 1 else { return "the miter limit must be finite and at least 1, not \(miterLimit)" }
        guard dash.count <= Self.maximumDashCount else {
            return "a dash pattern takes at most \(Self.maximumDashCount) lengths, not \(dash.count)"
        }
        guard dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dashPhase.isFinite else {
            return "dash lengths must be finite and not negative, and the phase finite: \(dash), phase \(dashPhase)"
        }
        guard dash.isEmpty || dash.contains(where: { $0 > 0 }) else { return "a dash pattern needs a length above 0: \(dash)" }
        return nil
    }
}

extension DrawingText {
    fileprivate var problem: String? {
        guard position.isFinitePoint else { return "the position must be finite, not (\(position.x), \(position.y))" }
        guard string.count <= Self.maximumLength else {
            return "a text takes at most \(Self.maximumLength) characters, not \(string.count)"
        }
        guard font.size > 0, font.size <= Self.maximumFontSize else {
            return "the font size must be above 0 and at most \(Int(Self.maximumFontSize)), not \(font.size)"
        }
        return nil
    }
}
