/// Collects what actions and callbacks received, on the main actor.
@MainActor
final class Recorder<Value: Sendable>: Sendable {
    private(set) var values: [Value] = []

    func record(_ value: Value) { values.append(value) }
}
