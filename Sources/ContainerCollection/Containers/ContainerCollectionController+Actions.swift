import Foundation
import ViewTree

extension ContainerCollectionController {
    /// Most actions per second that leave the container (navigate, open-url,
    /// submit, refresh, load-more): a server screen whose refresh answers
    /// with a screen that refreshes on appear cannot spin.
    public static let maximumHandlerActionsPerSecond = 10

    /// The value of the variable `name` the screen declared, now.
    public func value(ofVariable name: String) -> JSONValue? {
        variableValues[name]
    }

    /// Runs `action` as if `element` had triggered it: variables change
    /// here, lists run in order, `if`s read the variables, and the rest
    /// goes to the ``actionHandler``. Elements bound to a variable that
    /// changed are made again once the whole action has run.
    public func run(_ action: ScreenAction, for element: Element?) {
        // A container nested in an element (a rail's cards) runs its parts' actions in the screen's container.
        if actionHandler == nil, declaredVariables.isEmpty, let outer = enclosingContainer {
            return outer.run(action, for: element)
        }
        let before = variableValues
        perform(action, for: element)
        if variableValues != before { variablesDidChange() }
    }

    private func perform(_ action: ScreenAction, for element: Element?) {
        switch action {
        case let .sequence(actions):
            for one in actions { perform(one, for: element) }
        case let .conditional(name, expected, then, otherwise):
            if variableValues[name] == expected {
                perform(then, for: element)
            } else if let otherwise {
                perform(otherwise, for: element)
            }
        case let .setVariable(name, value):
            guard let variable = declaredVariables[name] else {
                return refuse(action, "the screen declares no variable \"\(name)\"", element)
            }
            guard variable.accepts(value) else {
                return refuse(action, "\"\(name)\" is a \(variable.kind.rawValue) variable; \(value.typeName) is not one", element)
            }
            if let text = value.stringValue, text.utf8.count > Self.maximumVariableLength {
                return refuse(action, "a value of \(text.utf8.count) bytes is longer than \(Self.maximumVariableLength)", element)
            }
            variableValues[name] = value
        case let .toggle(name):
            guard case let .bool(current)? = variableValues[name] else {
                return refuse(action, "the screen declares no boolean variable \"\(name)\"", element)
            }
            variableValues[name] = .bool(!current)
        case let .log(event, parameters):
            // Logging is cheap and never loops: no rate limit.
            guard let handler = actionHandler else { return }
            handler.log(event: event, parameters: parameters, from: self)
        case let .submit(_, fields):
            // A form whose fields fail shows why at the fields and sends nothing.
            guard validateFields(named: fields) else { return }
            runOutside(action, for: element)
        case let .loadMore(section):
            guard let section = pagedSection(section) else {
                return refuse(action, "no section of the screen has a next page", element)
            }
            requestPage(ofSection: section, for: element)
        case .navigate, .openURL, .refresh:
            runOutside(action, for: element)
        }
    }

    /// An action that leaves the container, within the rate limit. Returns
    /// whether the handler got it.
    @discardableResult
    func runOutside(_ action: ScreenAction, for element: Element?) -> Bool {
        guard let handler = actionHandler else { return false }
        let now = ContinuousClock.now
        handlerActionTimes.removeAll { now - $0 > .seconds(1) }
        guard handlerActionTimes.count < Self.maximumHandlerActionsPerSecond else {
            refuse(action, "more than \(Self.maximumHandlerActionsPerSecond) actions leaving the screen in one second", element)
            return false
        }
        handlerActionTimes.append(now)
        switch action {
        case let .navigate(destination, presentation): handler.navigate(to: destination, presentation: presentation, from: self)
        case let .openURL(url): handler.open(url, from: self)
        case let .submit(endpoint, fields):
            let values = Dictionary(fields.compactMap { name in variableValues[name].map { (name, $0) } }, uniquingKeysWith: { a, _ in a })
            handler.submit(values, to: endpoint, from: self)
        case .refresh: handler.refresh(self)
        case let .loadMore(section): handler.loadMore(section: section, in: self)
        case .sequence, .conditional, .setVariable, .toggle, .log: break
        }
        return true
    }

    func refuse(_ action: ScreenAction, _ reason: String, _ element: Element?) {
        actionHandler?.refused(action, because: reason, element: element?.id, in: self)
    }

    /// Starts the screen's variables at their defaults.
    func resetVariables(_ variables: [ScreenVariable]) {
        declaredVariables = Dictionary(variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        variableValues = declaredVariables.mapValues(\.defaultValue)
        fieldErrors.removeAll()
        pagingStates.removeAll()
        appearedIdentities.removeAll()
    }

    /// The nearest container this one is nested in, through its controllers.
    var enclosingContainer: ContainerCollectionController? {
        var current = parent
        while let controller = current {
            if let container = controller as? ContainerCollectionController { return container }
            current = controller.parent
        }
        return nil
    }

    /// Makes `controller`'s view act on `element`'s tap and long-press
    /// actions (a tap target: focusable, a button to screen readers,
    /// Enter and Space activate it), or stop acting when it has none.
    /// Controllers are reused across elements: the handlers read the
    /// element the controller shows when they run.
    func bindActions(of element: Element, to controller: ViewController) {
        boundElements[ObjectIdentifier(controller)] = element
        (controller as? any PartActionsShowing)?.show(partActions: element.partActions)
        attach(named: "screen.action.tap", to: controller, when: element.actions.tap != nil, state: .ended, action: \.tap) {
            TapGestureRecognizer(handler: $0)
        }
        attach(named: "screen.action.long-press", to: controller, when: element.actions.longPress != nil, state: .began,
               action: \.longPress) { LongPressGestureRecognizer(handler: $0) }
    }

    /// Gives `controller`'s view the recognizer named `name` when `wanted`
    /// (made once by `make`), enabled only then; it runs the `action` of the
    /// element the controller shows when it reaches `state`.
    private func attach(named name: String, to controller: ViewController, when wanted: Bool, state: GestureRecognizer.State,
                        action: KeyPath<ElementActions, ScreenAction?>,
                        make: (@escaping @MainActor (GestureRecognizer) -> Void) -> GestureRecognizer) {
        let view = controller.view
        let existing = view.gestureRecognizers.first { $0.name == name }
        if wanted, existing == nil {
            let recognizer = make { [weak self, weak controller] recognizer in
                guard recognizer.state == state, let self, let controller,
                      let element = self.boundElements[ObjectIdentifier(controller)], let run = element.actions[keyPath: action] else { return }
                self.run(run, for: element)
            }
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
        }
        existing?.isEnabled = wanted
    }

    /// Runs the appear actions of an element coming into view, once per
    /// element identity for as long as the screen is shown.
    func elementDidAppear(_ controller: ViewController) {
        guard let element = boundElements[ObjectIdentifier(controller)], let action = element.actions.appear,
              let key = activeKeys[ObjectIdentifier(controller)], !appearedIdentities.contains(key) else { return }
        appearedIdentities.insert(key)
        // Cells appear during the list's layout pass: elements bound to what
        // the action changes are made again after it, in the next turn.
        let before = variableValues
        perform(action, for: element)
        guard variableValues != before else { return }
        Task { @MainActor [weak self] in self?.variablesDidChange() }
    }
}
