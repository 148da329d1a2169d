import Foundation

/// One bound element as last made: the values it read and the result.
struct BoundElementResolution {
    var data: JSONValue
    var values: [String: JSONValue]
    var element: Element?
    var problem: ScreenProblem?
}

extension ContainerCollectionController {
    /// `sections` as they show with the variables now: elements whose
    /// `visible` binding is false left out, bound data members set. An
    /// element whose variables did not change since the last pass is the
    /// element made then, so only the readers of a changed variable are
    /// made again (and, being equal otherwise, only they update).
    func applyingBindings(to sections: [ContainerSection]) -> [ContainerSection] {
        var cache: [String: BoundElementResolution] = [:]
        var problems: [ScreenProblem] = []
        defer {
            boundElementCache = cache
            bindingProblems = problems
        }
        guard sections.contains(where: { section in
            section.header?.bindings.isEmpty == false || section.footer?.bindings.isEmpty == false
                || section.elements.contains { !$0.bindings.isEmpty }
        }) else { return sections }
        let values = bindingValues
        func resolve(_ element: Element, key: String) -> Element? {
            guard !element.bindings.isEmpty else { return element }
            guard element.bindings.isVisible(with: values) else { return nil }
            guard let template = element.template else { return element }
            let read = values.filter { element.bindings.variables.contains($0.key) }
            var resolution: BoundElementResolution
            if let previous = boundElementCache[key], previous.data == template.data, previous.values == read {
                resolution = previous
            } else {
                switch template.element(like: element, with: values) {
                case let .success(made): resolution = BoundElementResolution(data: template.data, values: read, element: made)
                case let .failure(problem): resolution = BoundElementResolution(data: template.data, values: read, problem: problem)
                }
            }
            cache[key] = resolution
            if let made = resolution.element { return made }
            let problem = resolution.problem ?? ScreenProblem(path: template.path, kind: .invalidValue("the element could not be made"))
            problems.append(problem)
            return fallback.element(reason: problem.message, location: problem.path.description, id: element.id)
        }
        return sections.map { section in
            let elements = section.elements.enumerated().compactMap { index, element in
                resolve(element, key: "\(section.id)/\(element.id.map { "id:\($0)" } ?? "at:\(index)")")
            }
            return ContainerSection(id: section.id, header: section.header.flatMap { resolve($0, key: "\(section.id)/header") },
                                    elements: elements, footer: section.footer.flatMap { resolve($0, key: "\(section.id)/footer") })
        }
    }

    /// Shows the given sections again with the variables now.
    func variablesDidChange() {
        // The given sections were shown before, so their identities are unique.
        try? update(sections: givenSections, layout: nil)
    }
}
