extension FlexStyle {
    /// Checks every value: sizes, padding, border and gaps finite and not
    /// negative; margins and insets finite; factors finite and not negative.
    ///
    /// - Parameter path: where the style is, for the error message.
    /// - Throws: ``FlexboxError/invalidStyle(path:property:value:reason:)`` for the first bad value.
    public func validate(path: @autoclosure () -> String = "node") throws(FlexboxError) {
        for (name, value) in [("width", width), ("height", height), ("minWidth", minWidth), ("minHeight", minHeight),
                              ("maxWidth", maxWidth), ("maxHeight", maxHeight), ("flexBasis", flexBasis),
                              ("columnGap", columnGap), ("rowGap", rowGap), ("gap", gap)] {
            try Self.check(value, name, path(), allowNegative: false)
        }
        for (group, edges, allowNegative) in [("margin", margin, true), ("position", position, true),
                                              ("padding", padding, false), ("border", border, false)] {
            for (edge, value) in edges.namedValues {
                try Self.check(value, "\(group).\(edge)", path(), allowNegative: allowNegative)
            }
        }
        if case .percent = border.namedValues.first(where: { $0.1.isPercent })?.1 {
            throw .invalidStyle(path: path(), property: "border", value: "percent", reason: "borders take points only")
        }
        for (name, value) in [("flexGrow", flexGrow), ("flexShrink", flexShrink)] {
            guard let value else { continue }
            if !value.isFinite || value < 0 {
                throw .invalidStyle(path: path(), property: name, value: "\(value)", reason: "must be a finite number, 0 or more")
            }
        }
        if let flex, !flex.isFinite {
            throw .invalidStyle(path: path(), property: "flex", value: "\(flex)", reason: "must be a finite number")
        }
        if let aspectRatio, !aspectRatio.isFinite || aspectRatio < 0 {
            throw .invalidStyle(path: path(), property: "aspectRatio", value: "\(aspectRatio)",
                                reason: "must be a positive, finite width / height (0 or nil for none)")
        }
    }

    private static func check(_ value: FlexValue, _ name: @autoclosure () -> String, _ path: @autoclosure () -> String, allowNegative: Bool) throws(FlexboxError) {
        let number: Double
        switch value {
        case .undefined, .auto: return
        case let .points(points): number = points
        case let .percent(percent): number = percent
        }
        if !number.isFinite {
            throw .invalidStyle(path: path(), property: name(), value: value.description, reason: "must be a finite number")
        }
        if !allowNegative, number < 0 {
            throw .invalidStyle(path: path(), property: name(), value: value.description, reason: "must not be negative")
        }
    }
}
