/// A view's rarely set properties, on the heap once set (see
/// `View.accessibility` and `View.layerStyle`).
@MainActor
final class ViewStorageBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
