/// What a decoded element with bindings is made from again when a variable
/// it reads changes: its JSON data as the server sent it, and the factory
/// and limits it was decoded with.
struct ElementTemplate: Sendable {
    var component: String
    var data: JSONValue
    var hasData: Bool
    var factory: any DecodableComponentFactory
    /// Where the element is in its document.
    var path: JSONPath
    var limits: ScreenLimits

    /// The element with its bound members set from `values`, or the problem
    /// that makes it a fallback (a value its factory rejects).
    func element(like original: Element, with values: [String: JSONValue]) -> Result<Element, ScreenProblem> {
        let data = original.bindings.applied(to: self.data, with: values)
        return ScreenDocument.componentData(data, hasData: hasData, component: component, factory: factory, limits: limits, at: path)
            .map { decoded in
                var element = Element(id: original.id, data: decoded, factory: factory)
                element.actions = original.actions
                element.partActions = original.partActions
                element.bindings = original.bindings
                element.template = self
                return element
            }
    }
}
