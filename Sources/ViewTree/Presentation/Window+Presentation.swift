import Foundation

extension Window {
    /// The presentations up, bottom first: the last one holds focus and
    /// the pointer; everything behind it is inert.
    public var presentations: [PresentationView] { presentationStack }

    /// Presents `screen` above the window's content, as a view controller
    /// presents another: in a sheet or over the whole window, under a bar
    /// with its title and Close. Focus moves to its first control (Close
    /// when it has none).
    ///
    /// - Throws: ``PresentationError/alreadyPresenting(presented:refused:)``
    ///   when something is presented already (present from a view inside
    ///   it instead, ``View/present(_:style:animated:)``), and
    ///   ``PresentationError/alreadyPresented(_:)`` for a screen that is up.
    ///   Nothing changes then.
    @discardableResult
    public func present(_ screen: any NavigationScreen, style: ModalPresentationStyle = .sheet,
                        animated: Bool = true) throws(PresentationError) -> PresentationView {
        try rootView.present(screen, style: style, animated: animated)
    }

    /// Presents `alert` above the window's content. Focus moves to its
    /// first text field, else its cancel action, else its first action.
    ///
    /// - Throws: as ``present(_:style:animated:)``, and when the alert is
    ///   one UIKit refuses (no actions, two cancel actions, fields in an
    ///   action sheet, a preferred action it does not have).
    @discardableResult
    public func present(_ alert: Alert, animated: Bool = true) throws(PresentationError) -> PresentationView {
        try rootView.present(alert, animated: animated)
    }

    /// Presents what `make` makes (named `name`) from `presenter` (nil:
    /// the window's content); nothing is made when it is refused.
    func present(_ name: String, from presenter: PresentationView?, make: () -> PresentationView,
                 animated: Bool) throws(PresentationError) -> PresentationView {
        if let presenter {
            if let above = presenter.presentedView { throw .alreadyPresenting(presented: above.name, refused: name) }
        } else if let top = presentationStack.last {
            throw .alreadyPresenting(presented: top.name, refused: name)
        }
        removeDismissedPresentations()
        let presentation = make()
        presentation.focusBefore = firstResponder
        // Everything behind goes out of reach: the content (bar the views
        // already inert) or the presentation below.
        if let presenter {
            presenter.isInert = true
            presentation.inerted = [presenter]
        } else {
            presentation.inerted = makeContentInert()
        }
        presentation.frame = rootView.bounds
        // A fresh presentation is no ancestor of the root view.
        try? rootView.addSubview(presentation)
        presentationStack.append(presentation)
        presentation.playIn(animated: animated)
        presentation.initialFocus?.becomeFirstResponder()
        return presentation
    }

    /// Makes the window's root subviews that are not inert already inert
    /// (a modal layer is about to go on top); returns them, to give back.
    func makeContentInert() -> [View] {
        let behind = rootView.subviews.filter { !$0.isInert }
        for view in behind { view.isInert = true }
        return behind
    }

    /// Takes the dismissed presentations' views out of the tree: their
    /// closing animations have had their time, or a new one replaces them.
    func removeDismissedPresentations() {
        for presentation in dismissedPresentations { presentation.removeFromSuperview() }
        dismissedPresentations.removeAll()
    }

    /// Dismisses every presentation, top first.
    public func dismissAllPresentations(animated: Bool = true) {
        presentationStack.first?.dismiss(animated: animated)
    }
}

extension View {
    /// The presentation this view is shown in, if any: the nearest
    /// ``PresentationView`` among itself and its superviews.
    public var enclosingPresentation: PresentationView? {
        var current: View? = self
        while let view = current {
            if let presentation = view as? PresentationView { return presentation }
            current = view.superview
        }
        return nil
    }

    /// Presents `screen` from where this view is, as a view controller
    /// presents: from the presentation it is in (``enclosingPresentation``),
    /// else from the window's content.
    ///
    /// ```swift
    /// // In a sheet's screen: an alert above the sheet.
    /// try deleteButton.present(Alert(title: "Delete?", actions: [
    ///     AlertAction("Cancel", style: .cancel), AlertAction("Delete", style: .destructive) { delete() },
    /// ]))
    /// ```
    ///
    /// - Throws: ``PresentationError`` as ``Window/present(_:style:animated:)``;
    ///   ``PresentationError/notInWindow(_:)`` when this view is in none.
    @discardableResult
    public func present(_ screen: any NavigationScreen, style: ModalPresentationStyle = .sheet,
                        animated: Bool = true) throws(PresentationError) -> PresentationView {
        let (window, presenter) = try presentingPlace()
        let name = "\"\(screen.navigationItem.title)\""
        if window.presentationStack.contains(where: { $0.screen === screen }) { throw .alreadyPresented(name) }
        return try window.present(name, from: presenter, make: { PresentationView(screen: screen, style: style) }, animated: animated)
    }

    /// Presents `alert` from where this view is (see ``present(_:style:animated:)``).
    @discardableResult
    public func present(_ alert: Alert, animated: Bool = true) throws(PresentationError) -> PresentationView {
        let (window, presenter) = try presentingPlace()
        try alert.validate()
        return try window.present(alert.name, from: presenter, make: { PresentationView(alert: alert) }, animated: animated)
    }

    /// The window and the presentation (nil: the content) a presentation
    /// from this view comes from.
    private func presentingPlace() throws(PresentationError) -> (Window, PresentationView?) {
        guard let window else { throw .notInWindow(String(describing: type(of: self))) }
        guard let enclosing = enclosingPresentation else { return (window, nil) }
        guard enclosing.isPresented else { throw .notInWindow(enclosing.name) }
        return (window, enclosing)
    }
}
