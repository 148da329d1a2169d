import ViewTree

/// Connects a mounted text input to its component's session and actions;
/// applied as a view attribute, so it runs again only when something in it
/// changed (the controlled text, the session after reuse). The actions do
/// not take part in equality: every mount hands the view this render's.
struct TextInputBinding: Hashable, Sendable {
    let session: TextInputSession
    let controlledText: String?
    let initialText: String
    let actions: TextInputActions
    /// Set for a text view that grows: its scope re-renders as lines change.
    let scope: Scope<TextInputState>?
    /// Asks the view to take focus once.
    let focusRequest: FocusRequest?

    static func == (lhs: TextInputBinding, rhs: TextInputBinding) -> Bool {
        lhs.session === rhs.session && lhs.controlledText == rhs.controlledText && lhs.initialText == rhs.initialText
            && (lhs.scope == nil) == (rhs.scope == nil) && lhs.focusRequest == rhs.focusRequest
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(session))
        hasher.combine(controlledText)
        hasher.combine(initialText)
        hasher.combine(focusRequest)
    }

    func attribute<V: TextInputView>(for type: V.Type) -> Attribute<V> {
        .custom("textInputBinding", self, apply: { view, binding in binding.bind(view) },
                unapply: { $0.removeAllEditingHandlers() },
                refresh: { view in self.installEditingHandler(on: view) })
    }

    @MainActor
    func bind(_ view: TextInputView) {
        view.removeAllEditingHandlers()
        let session = session
        session.view = view
        let shown = session.text(forControlled: controlledText, initial: initialText)
        if view.text != shown { view.text = shown }
        let count = view.text.count
        view.selectedRange = session.selection ?? count..<count
        if session.text == nil { session.text = view.text }
        if let focusRequest, focusRequest != session.lastFocusRequest {
            session.lastFocusRequest = focusRequest
            view.becomeFirstResponder()
        }
        installEditingHandler(on: view)
    }

    @MainActor
    private func installEditingHandler(on view: TextInputView) {
        view.removeAllEditingHandlers()
        let actions = actions, session = session, controlled = controlledText != nil, scope = scope
        view.addEditingHandler { view, event in
            switch event {
            case .changed:
                session.viewDidChange(view, reports: controlled)
                actions.onChange?.send(view.text, from: view)
                let text = view.text
                scope?.updateState { $0.measuredText = text }
            case .returnPressed:
                // A field whose Return key says Next and that submits nothing goes
                // on to the next view, as the key promises (Android does the same).
                if let onSubmit = actions.onSubmit {
                    onSubmit.send(view.text, from: view)
                } else if view.returnKeyType == .next, let window = view.window {
                    window.focusNext()
                }
            case .editingBegan:
                actions.onEditingChanged?.send(true, from: view)
            case .editingEnded:
                session.selection = view.selectedRange
                actions.onEditingChanged?.send(false, from: view)
            }
        }
    }
}
