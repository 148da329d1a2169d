import ViewTree

/// Names a view by where it sits in a window: each step is the view's type
/// and its index among its superview's subviews of that type
/// (`NavigationView#0/ScrollView#1/TextField#0`), so the same screen
/// built again names its views the same.
enum ViewPath {
    /// Every view of `window` with its path, in ``/ViewTree/View/subtree`` order.
    @MainActor
    static func paths(in window: Window) -> [(path: String, view: View)] {
        var result: [(String, View)] = []
        func visit(_ view: View, path: String) {
            result.append((path, view))
            var seen: [ObjectIdentifier: Int] = [:]
            for subview in view.subviews {
                let type = ObjectIdentifier(Swift.type(of: subview))
                let index = seen[type, default: 0]
                seen[type] = index + 1
                visit(subview, path: path + "/" + step(subview, index))
            }
        }
        visit(window.rootView, path: "")
        return result
    }

    @MainActor
    private static func step(_ view: View, _ index: Int) -> String {
        "\(Swift.type(of: view))#\(index)"
    }
}
