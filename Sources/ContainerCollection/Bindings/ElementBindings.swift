/// The fields of an element that follow the screen's variables: whether it
/// is shown, and members of its `data` (a title, `selected`, `enabled`).
/// When an action changes a variable, the container makes again only the
/// elements whose bindings read it.
///
/// ```json
/// { "id": "birds", "component": "chip", "data": { "title": "Birds" },
///   "bind": { "data": { "selected": { "variable": "filter", "equals": "birds" } } },
///   "actions": { "tap": { "type": "set-variable", "variable": "filter", "value": "birds" } } }
/// ```
public struct ElementBindings: Hashable, Sendable {
    /// Whether the element is shown (a boolean); shown when nil.
    public var visible: VariableBinding?
    /// Top-level members of the element's data, by name.
    public var data: [String: VariableBinding]

    /// Bindings for visibility and data members.
    public init(visible: VariableBinding? = nil, data: [String: VariableBinding] = [:]) {
        self.visible = visible
        self.data = data
    }

    /// Whether it binds nothing.
    public var isEmpty: Bool { visible == nil && data.isEmpty }

    /// Every variable it reads.
    public var variables: Set<String> {
        data.values.reduce(into: visible?.variables ?? []) { $0.formUnion($1.variables) }
    }

    /// Whether the element shows with the variables at `values`.
    public func isVisible(with values: [String: JSONValue]) -> Bool {
        guard let visible else { return true }
        return visible.value(with: values) == .bool(true)
    }

    /// `template` with each bound member set from `values` (members whose
    /// variable has no value keep what the template says).
    public func applied(to template: JSONValue, with values: [String: JSONValue]) -> JSONValue {
        guard !data.isEmpty, var members = template.members else { return template }
        for (name, binding) in data.sorted(by: { $0.key < $1.key }) {
            guard let value = binding.value(with: values) else { continue }
            if let index = members.firstIndex(where: { $0.key == name }) {
                members[index].value = value
            } else {
                members.append(JSONValue.Member(key: name, value: value))
            }
        }
        return .object(members)
    }
}
