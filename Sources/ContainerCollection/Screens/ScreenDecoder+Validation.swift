import Foundation
import ViewTree

extension ScreenDecoder {
    /// Decodes a screen and does what its first viewer would: builds every
    /// element's controller, configures and measures it, then shows the
    /// screen in a container of `viewport` size and lays it out (which
    /// loads the pictures in the visible rect and working range). Run at
    /// start-up, it reports a document that would fail for the first
    /// visitor before anyone opens it.
    ///
    /// Building is one element at a time, each controller released before
    /// the next, and controllers make costly resources only in the
    /// container's working range, so validating a screen costs what
    /// showing its top does.
    ///
    /// ```swift
    /// let screen = try decoder.validate(json)
    /// for problem in screen.problems { print("warning: \(problem)") }
    /// ```
    ///
    /// - Returns: the screen, whose problems also name elements whose
    ///   factory built no controller or measured a size that is not finite.
    /// - Throws: ``ScreenValidationError`` when the screen cannot be used at all.
    @MainActor
    public func validate(_ data: Data, viewport: CGSize = CGSize(width: 390, height: 844)) throws(ScreenValidationError) -> Screen {
        let document: ScreenDocument
        do {
            document = try self.document(from: data)
        } catch {
            throw .decoding(error)
        }
        var screen = document.decode(using: mapper)
        for (section, described) in zip(screen.sections, document.sections) {
            // Mapping keeps the document's shape, so elements and descriptions pair up.
            var pairs = Array(zip(section.elements, described.elements))
            if let header = section.header, let description = described.header { pairs.append((header, description)) }
            if let footer = section.footer, let description = described.footer { pairs.append((footer, description)) }
            for (element, description) in pairs {
                if let kind = Self.buildProblem(of: element, fitting: viewport) {
                    screen.problems.append(ScreenProblem(path: description.path, kind: kind))
                }
            }
        }
        screen.problems.sort { $0.path.isBefore($1.path) }
        let window = Window(size: viewport)
        let container = ContainerCollectionController(layout: screen.layout, fallback: fallback)
        // A new controller's view has no superview: adding it to a fresh window cannot fail.
        try? container.present(in: window)
        do {
            try container.show(screen)
        } catch {
            throw .showing(error)
        }
        container.layoutIfNeeded()
        return screen
    }

    /// What goes wrong when `element`'s controller is built, configured and measured, if anything.
    @MainActor
    private static func buildProblem(of element: Element, fitting viewport: CGSize) -> ScreenProblem.Kind? {
        guard let controller = element.factory.buildComponent(using: element.data) else {
            return .invalidValue("the factory \(type(of: element.factory)) built no controller for the data")
        }
        controller.configure(with: element.data)
        let available = CGSize(width: viewport.width, height: .infinity)
        let size = element.factory.preferredSize(using: element.data, fitting: available) ?? controller.sizeThatFits(available)
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return .invalidValue("the element measured \(size.width) × \(size.height) points, not a finite size")
        }
        return nil
    }
}
