extension FlexStyle {
    /// Checks every property, throwing for the first bad one.
    ///
    /// Refused: NaN or infinite numbers anywhere; negative sizes, limits, flex
    /// basis, padding, border, gap, grow, shrink or aspect ratio; `auto` where
    /// CSS has no `auto` (limits, padding, border, gap); percentages in border.
    /// Margins and insets may be negative.
    /// - Parameter path: where the style lives, for the error message.
    public func validate(path: String = "node") throws(FlexError) {
        // Names and values are spelled out only for an error: styles are
        // validated for every node of every layout.
        func fail(_ property: String, _ value: String, _ reason: String) -> FlexError {
            .invalidStyle(path: path, property: property, value: value, reason: reason)
        }
        func check(_ property: @autoclosure () -> String, _ value: FlexValue, negative: Bool, auto: Bool, percent: Bool = true)
            throws(FlexError)
        {
            switch value {
            case .undefined: return
            case .auto:
                if !auto { throw fail(property(), "auto", "auto is not allowed here") }
            case .points(let number), .percent(let number):
                if !number.isFinite { throw fail(property(), "\(value)", "must be a finite number") }
                if !negative && number < 0 { throw fail(property(), "\(value)", "must not be negative") }
                if !percent, case .percent = value { throw fail(property(), "\(value)", "must be in points") }
            }
        }
        func check(_ property: String, _ number: Double?, negative: Bool) throws(FlexError) {
            guard let number else { return }
            if !number.isFinite { throw fail(property, "\(number)", "must be a finite number") }
            if !negative && number < 0 { throw fail(property, "\(number)", "must not be negative") }
        }
        try check("flex", flex, negative: true)
        try check("flexGrow", flexGrow, negative: false)
        try check("flexShrink", flexShrink, negative: false)
        try check("aspectRatio", aspectRatio, negative: false)
        try check("flexBasis", flexBasis, negative: false, auto: true)
        try check("width", width, negative: false, auto: true)
        try check("height", height, negative: false, auto: true)
        try check("minWidth", minWidth, negative: false, auto: false)
        try check("minHeight", minHeight, negative: false, auto: false)
        try check("maxWidth", maxWidth, negative: false, auto: false)
        try check("maxHeight", maxHeight, negative: false, auto: false)
        // Slot by slot rather than through a list of named values, which would allocate for every node.
        func check(_ edges: FlexEdges, _ name: String, negative: Bool, auto: Bool, percent: Bool = true) throws(FlexError) {
            try check("\(name).left", edges.left, negative: negative, auto: auto, percent: percent)
            try check("\(name).top", edges.top, negative: negative, auto: auto, percent: percent)
            try check("\(name).right", edges.right, negative: negative, auto: auto, percent: percent)
            try check("\(name).bottom", edges.bottom, negative: negative, auto: auto, percent: percent)
            try check("\(name).start", edges.start, negative: negative, auto: auto, percent: percent)
            try check("\(name).end", edges.end, negative: negative, auto: auto, percent: percent)
            try check("\(name).horizontal", edges.horizontal, negative: negative, auto: auto, percent: percent)
            try check("\(name).vertical", edges.vertical, negative: negative, auto: auto, percent: percent)
            try check("\(name).all", edges.all, negative: negative, auto: auto, percent: percent)
        }
        try check(margin, "margin", negative: true, auto: true)
        try check(position, "position", negative: true, auto: true)
        try check(padding, "padding", negative: false, auto: false)
        try check(border, "border", negative: false, auto: false, percent: false)
        try check("gap.row", gap.row, negative: false, auto: false)
        try check("gap.column", gap.column, negative: false, auto: false)
        try check("gap.all", gap.all, negative: false, auto: false)
    }
}
