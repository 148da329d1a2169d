import ViewTree

/// Names a view by where it sits in a window: each step is the view's type
/// and its index among its superview's subviews of that type
/// (`NavigationView#0/ScrollView#1/TextField#0`), so the same screen
/// built again names its views the same.
enum ViewPath {
    /// Every view of `window` that `include` accepts, with its path, in
    /// ``/ViewTree/View/subtree`` order.
    ///
    /// Only the included views' paths are spelled out: a snapshot names a
    /// handful of views in a tree of hundreds, and spelling a type's name
    /// is the costly part of a step.
    @MainActor
    static func paths(in window: Window, where include: (View) -> Bool = { _ in true }) -> [(path: String, view: View)] {
        var result: [(String, View)] = []
        var steps: [(type: View.Type, index: Int)] = []
        func visit(_ view: View) {
            if include(view) { result.append((spelled(steps), view)) }
            var seen: [ObjectIdentifier: Int] = [:]
            for subview in view.subviews {
                let type = Swift.type(of: subview)
                let index = seen[ObjectIdentifier(type), default: 0]
                seen[ObjectIdentifier(type)] = index + 1
                steps.append((type, index))
                visit(subview)
                steps.removeLast()
            }
        }
        visit(window.rootView)
        return result
    }

    /// The path of `steps` from the root view (the root's own path is empty).
    @MainActor
    private static func spelled(_ steps: [(type: View.Type, index: Int)]) -> String {
        var path = ""
        for step in steps {
            path += "/"
            path += name(of: step.type)
            path += "#"
            path += String(step.index)
        }
        return path
    }

    /// Type names as paths spell them, each worked out once per process (the view types are a fixed set).
    @MainActor private static var names: [ObjectIdentifier: String] = [:]

    @MainActor
    private static func name(of type: View.Type) -> String {
        if let known = names[ObjectIdentifier(type)] { return known }
        let name = "\(type)"
        names[ObjectIdentifier(type)] = name
        return name
    }
}
