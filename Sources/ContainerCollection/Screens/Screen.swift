/// A server screen ready to show: its sections of elements (fallbacks where
/// parts were broken) and the problems found on the way.
///
/// ```swift
/// let screen = try ScreenDecoder(mapper: mapper, fallback: fallback).decode(json)
/// try container.update(sections: screen.sections)
/// screen.problems.forEach { print($0) }
/// ```
public struct Screen: Sendable {
    /// The screen format version the screen was written in.
    public var version: Int
    /// The screen's identifier, if any.
    public var id: String?
    /// The screen's title, if any.
    public var title: String?
    /// How the sections are laid out.
    public var layout: ContainerLayout
    /// The sections, in order.
    public var sections: [ContainerSection]
    /// Every problem, in document order: each part replaced by a fallback or a default.
    public var problems: [ScreenProblem]
    /// The variables the screen declares, in order, at their defaults.
    public var variables: [ScreenVariable] = []

    /// A screen built in code (a decoder makes the others):
    ///
    /// ```swift
    /// let screen = Screen(title: "Today", layout: .list(spacing: 8), sections: [
    ///     ContainerSection(id: "main", elements: [Element(data: weather, factory: WeatherFactory())]),
    /// ])
    /// try container.show(screen)
    /// ```
    public init(version: Int = ScreenDecoder.supportedVersion, id: String? = nil, title: String? = nil,
                layout: ContainerLayout = .list(), sections: [ContainerSection], problems: [ScreenProblem] = []) {
        self.version = version
        self.id = id
        self.title = title
        self.layout = layout
        self.sections = sections
        self.problems = problems
    }
}
