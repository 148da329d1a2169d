import Foundation
import Testing
@testable import ContainerCollection

/// What must hold for any decoded screen, however broken its JSON was.
enum ScreenInvariants {
    /// Checks that every problem's path names a value in the parsed
    /// document, and that fallbacks stand exactly where element problems are
    /// (problems in an element's actions or bindings leave it rendering).
    /// Returns what is wrong, empty when all holds.
    static func violations(of screen: Screen, parsed root: JSONValue) -> [String] {
        var found: [String] = []
        for problem in screen.problems where root.value(at: problem.path) == nil {
            found.append("problem path \(problem.path) names no value in the document")
        }
        // The element (or section) each problem is inside; a bad identity is
        // dropped and leaves its element rendering, so it does not count.
        var troubled: Set<JSONPath> = []
        for problem in screen.problems {
            let components = problem.path.components
            // `$.sections[i].id` and `$.sections[i].elements[j].id`.
            if case .key("id")? = components.last, components.count == 3 || components.count == 5 { continue }
            // An element's broken action does nothing; the element itself still renders.
            // So does a broken binding: it is left out.
            if components.count > 4, [.key("actions"), .key("bind"), .key("parts")].contains(components[4]), components[2] == .key("elements") { continue }
            if components.count > 3, [.key("actions"), .key("bind"), .key("parts")].contains(components[3]) { continue }
            for length in [2, 3, 4] where components.count >= length { troubled.insert(JSONPath(Array(components.prefix(length)))) }
        }
        for (sectionIndex, section) in screen.sections.enumerated() {
            let sectionPath = JSONPath.root.appending(key: "sections").appending(index: sectionIndex)
            var placed: [(JSONPath, Element)] = section.elements.enumerated().map {
                (sectionPath.appending(key: "elements").appending(index: $0.offset), $0.element)
            }
            if let header = section.header { placed.append((sectionPath.appending(key: "header"), header)) }
            if let footer = section.footer { placed.append((sectionPath.appending(key: "footer"), footer)) }
            let sectionIsObject = root.value(at: sectionPath)?.members != nil
            for (path, element) in placed {
                // A section that is not an object shows one fallback at the section's own path.
                let elementPath = sectionIsObject ? path : sectionPath
                let hasProblem = troubled.contains(elementPath)
                let isFallback = element.data is FallbackData
                if isFallback && !hasProblem { found.append("\(elementPath) is a fallback, but no problem is reported there") }
                if !isFallback && hasProblem { found.append("\(elementPath) has a problem but is not a fallback") }
            }
        }
        return found
    }

    /// The screen in words: sections with their elements' kinds, then the problems.
    static func outline(of screen: Screen) -> String {
        var lines: [String] = ["layout: \(describe(screen.layout))"]
        var sections = screen.sections.map { section in
            var parts = section.elements.map(\.summary)
            if let header = section.header { parts.insert("header " + header.summary, at: 0) }
            if let footer = section.footer { parts.append("footer " + footer.summary) }
            return "section \(section.id): \(abbreviated(parts).joined(separator: ", "))"
        }
        sections = abbreviated(sections)
        lines += sections
        lines.append("problems:")
        lines += screen.problems.map { "  \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Long lists as their first six and last two items.
    private static func abbreviated(_ items: [String]) -> [String] {
        items.count > 12 ? Array(items.prefix(6)) + ["… \(items.count - 8) more …"] + Array(items.suffix(2)) : items
    }

    private static func describe(_ layout: ContainerLayout) -> String {
        layout.columns > 1 ? "grid of \(layout.columns), spacing \(layout.itemSpacing)" : "list, spacing \(layout.lineSpacing)"
    }
}
