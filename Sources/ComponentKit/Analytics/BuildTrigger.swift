/// Why a render pass runs: what changed since the scope root's last pass.
///
/// One pass can have several reasons (a state update waiting when the
/// model changes), so triggers combine as a set.
public struct BuildTrigger: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// A trigger from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The scope root's first pass: every scope is new.
    public static let newTree = BuildTrigger(rawValue: 1 << 0)
    /// The model changed (a hosting view's `update(model:)`, a data source's updated item).
    public static let propsUpdate = BuildTrigger(rawValue: 1 << 1)
    /// State updates were waiting for this pass.
    public static let stateUpdate = BuildTrigger(rawValue: 1 << 2)
    /// The context or configuration changed, or a reload: nothing is reused.
    public static let environmentUpdate = BuildTrigger(rawValue: 1 << 3)
    /// Only the size to lay out in changed (bounds, a measuring pass).
    public static let sizeChange = BuildTrigger(rawValue: 1 << 4)

    /// The reasons' names, joined with `+`: `propsUpdate+stateUpdate`.
    public var description: String {
        let names: [(BuildTrigger, String)] = [
            (.newTree, "newTree"), (.propsUpdate, "propsUpdate"), (.stateUpdate, "stateUpdate"),
            (.environmentUpdate, "environmentUpdate"), (.sizeChange, "sizeChange"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: "+")
    }
}
