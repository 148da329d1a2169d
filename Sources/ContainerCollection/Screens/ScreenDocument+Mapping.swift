import Foundation

extension ScreenDocument: Decomposable {
    /// The screen with each element made by the mapper's factory for its
    /// component; elements that cannot be made become fallbacks, and each
    /// one adds a problem at its path.
    public func decode(using mapper: any ComponentMapper) -> Screen {
        var problems = self.problems
        let defaults = Dictionary(variables.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
        let declared = Dictionary(variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func make(_ description: ElementDescription) -> Element {
            element(for: description, mapper: mapper, variables: declared, defaults: defaults, problems: &problems)
        }
        let sections = sections.map { section in
            ContainerSection(id: section.id, header: section.header.map(make), elements: section.elements.map(make),
                             footer: section.footer.map(make), next: section.next)
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

    private func element(for description: ElementDescription, mapper: any ComponentMapper, variables: [String: ScreenVariable],
                         defaults: [String: JSONValue], problems: inout [ScreenProblem]) -> Element {
        func fallbackElement(_ problem: ScreenProblem) -> Element {
            fallback.element(reason: problem.message, location: problem.path.description, id: description.id)
        }
        func fail(_ problem: ScreenProblem) -> Element {
            problems.append(problem)
            return fallbackElement(problem)
        }
        if let problem = description.problem { return fallbackElement(problem) }
        guard let component = description.component else { return fail(ScreenProblem(path: description.path, kind: .missingField("component"))) }
        guard let factory = mapper.factory(for: component) else {
            let suggestion = ComponentNameSuggestion.closest(to: component, among: mapper.registeredIDs)
            return fail(ScreenProblem(path: description.path.appending(key: "component"),
                                      kind: .unknownComponent(component, didYouMean: suggestion)))
        }
        let template = ElementTemplate(component: component, data: description.data, hasData: description.hasData, factory: factory,
                                       path: description.path, limits: limits)
        var bindings = checkedBindings(of: description, variables: variables, problems: &problems)
        if let form = factory as? FormFieldFactory, case let .string(name)? = description.data["variable"] {
            // A form field edits its variable: it shows the variable's value, and its error after a submit.
            let variablePath = description.path.appending(key: "data").appending(key: "variable")
            guard let variable = variables[name] else {
                return fail(ScreenProblem(path: variablePath, kind: .invalidValue("\"\(name)\" is not a declared variable")))
            }
            guard variable.kind == form.kind.variableKind else {
                return fail(ScreenProblem(path: variablePath, kind: .invalidValue(
                    "a \(form.kind.rawValue) edits a \(form.kind.variableKind.rawValue) variable; \"\(name)\" is a \(variable.kind.rawValue) one")))
            }
            bindings.data["value"] = .value(of: name)
            bindings.data["error"] = .value(of: ContainerCollectionController.errorKey(forField: name))
        }
        var made = Self.componentData(bindings.applied(to: description.data, with: defaults), hasData: description.hasData,
                                      component: component, factory: factory, limits: limits, at: description.path)
        // A bound member the component cannot read is the binding's problem: the element shows without it.
        while case let .failure(problem) = made, let name = bindings.data.keys.sorted().first(where: {
            problem.path.hasPrefix(description.path.appending(key: "data").appending(key: $0))
        }) {
            problems.append(ScreenProblem(path: description.path.appending(key: "bind").appending(key: "data").appending(key: name),
                                          kind: .invalidValue("the bound value does not fit member \"\(name)\" (\(problem.message)); the binding is left out")))
            bindings.data[name] = nil
            made = Self.componentData(bindings.applied(to: description.data, with: defaults), hasData: description.hasData,
                                      component: component, factory: factory, limits: limits, at: description.path)
        }
        switch made {
        case let .failure(problem):
            return fail(problem)
        case let .success(data):
            var element = Element(id: description.id, data: data, factory: factory)
            // A fallback stands for a broken element: it does nothing, so only made elements carry actions.
            element.actions = description.actions
            element.partActions = description.partActions
            element.bindings = bindings
            if !bindings.data.isEmpty { element.template = template }
            return element
        }
    }

    /// The element's data bindings whose type fits the member the data
    /// already has; the others are problems, left out.
    private func checkedBindings(of description: ElementDescription, variables: [String: ScreenVariable],
                                 problems: inout [ScreenProblem]) -> ElementBindings {
        var bindings = description.bindings
        for (name, binding) in bindings.data.sorted(by: { $0.key < $1.key }) {
            guard let kind = binding.resultKind(declared: variables), let current = description.data[name] else { continue }
            let fits = switch (kind, current) {
            case (.string, .string), (.boolean, .bool), (.number, .number): true
            default: false
            }
            guard !fits else { continue }
            problems.append(ScreenProblem(
                path: description.path.appending(key: "bind").appending(key: "data").appending(key: name),
                kind: .wrongType(expected: "a binding of the member's type (\(current.typeName))", found: "a \(kind.rawValue) binding")))
            bindings.data[name] = nil
        }
        return bindings
    }

    /// `data` decoded by `factory` for the element at `path`, checked by the
    /// factory and against `limits`, or the problem that rules it out.
    static func componentData(_ data: JSONValue, hasData: Bool, component: String, factory: any DecodableComponentFactory,
                              limits: ScreenLimits, at path: JSONPath) -> Result<any ComponentData, ScreenProblem> {
        let dataPath = path.appending(key: "data")
        if let (issuePath, issue) = data.firstIssue() { return .failure(ScreenProblem(path: dataPath.appending(issuePath), kind: .unreadableValue(issue))) }
        // Encoding cannot fail once no value is invalid.
        let json = data.encoded() ?? Array("{}".utf8)
        let decoded: any ComponentData
        do {
            decoded = try factory.decodeData(from: json)
        } catch let error as DecodingError {
            // Data the component needs but the element lacks altogether.
            guard hasData else { return .failure(ScreenProblem(path: path, kind: .missingField("data"))) }
            let (errorPath, kind) = ScreenProblem.describe(error, in: data)
            return .failure(ScreenProblem(path: dataPath.appending(errorPath), kind: kind))
        } catch {
            return .failure(ScreenProblem(path: dataPath, kind: .invalidValue("\(error)")))
        }
        if case .invalid(let reason) = factory.validComponent(using: decoded) {
            return .failure(ScreenProblem(path: dataPath, kind: .rejectedData(component: component, reason: reason)))
        }
        // Over a limit: a fallback, before any controller allocates for it.
        if let checked = decoded as? any ScreenLimitChecking, let kind = checked.limitProblem(under: limits) {
            return .failure(ScreenProblem(path: dataPath, kind: kind))
        }
        return .success(decoded)
    }
}
