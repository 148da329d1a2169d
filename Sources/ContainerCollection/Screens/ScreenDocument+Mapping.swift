import Foundation

extension ScreenDocument: Decomposable {
    /// The screen with each element made by the mapper's factory for its
    /// component; elements that cannot be made become fallbacks, and each
    /// one adds a problem at its path.
    public func decode(using mapper: any ComponentMapper) -> Screen {
        var problems = self.problems
        let sections = sections.map { section in
            ContainerSection(
                id: section.id,
                header: section.header.map { element(for: $0, mapper: mapper, problems: &problems) },
                elements: section.elements.map { element(for: $0, mapper: mapper, problems: &problems) },
                footer: section.footer.map { element(for: $0, mapper: mapper, problems: &problems) })
        }
        problems.sort { $0.path.isBefore($1.path) }
        var screen = Screen(version: version, id: id, title: title, layout: layout, sections: sections, problems: problems)
        screen.variables = variables
        return screen
    }

    /// Every element of the screen, headers and footers in their places;
    /// fallbacks stand for elements that cannot be made.
    public func decompose(using mapper: any ComponentMapper) -> [Element] {
        decode(using: mapper).sections.flatMap { section in
            [section.header].compactMap { $0 } + section.elements + [section.footer].compactMap { $0 }
        }
    }

    private func element(for description: ElementDescription, mapper: any ComponentMapper,
                         problems: inout [ScreenProblem]) -> Element {
        func fallbackElement(_ problem: ScreenProblem) -> Element {
            fallback.element(reason: problem.message, location: problem.path.description, id: description.id)
        }
        func fail(_ path: JSONPath, _ kind: ScreenProblem.Kind) -> Element {
            let problem = ScreenProblem(path: path, kind: kind)
            problems.append(problem)
            return fallbackElement(problem)
        }
        if let problem = description.problem { return fallbackElement(problem) }
        guard let component = description.component else { return fail(description.path, .missingField("component")) }
        let componentPath = description.path.appending(key: "component")
        let dataPath = description.path.appending(key: "data")
        guard let factory = mapper.factory(for: component) else {
            let suggestion = ComponentNameSuggestion.closest(to: component, among: mapper.registeredIDs)
            return fail(componentPath, .unknownComponent(component, didYouMean: suggestion))
        }
        if let (path, issue) = description.data.firstIssue() { return fail(dataPath.appending(path), .unreadableValue(issue)) }
        // Encoding cannot fail once no value is invalid.
        let json = description.data.encoded() ?? Array("{}".utf8)
        let data: any ComponentData
        do {
            data = try factory.decodeData(from: json)
        } catch let error as DecodingError {
            // Data the component needs but the element lacks altogether.
            guard description.hasData else { return fail(description.path, .missingField("data")) }
            let (path, kind) = ScreenProblem.describe(error, in: description.data)
            return fail(dataPath.appending(path), kind)
        } catch {
            return fail(dataPath, .invalidValue("\(error)"))
        }
        if case .invalid(let reason) = factory.validComponent(using: data) {
            return fail(dataPath, .rejectedData(component: component, reason: reason))
        }
        // Over a limit: a fallback, before any controller allocates for it.
        if let checked = data as? any ScreenLimitChecking, let kind = checked.limitProblem(under: limits) {
            return fail(dataPath, kind)
        }
        var element = Element(id: description.id, data: data, factory: factory)
        // A fallback stands for a broken element: it does nothing, so only made elements carry actions.
        element.actions = description.actions
        return element
    }
}
