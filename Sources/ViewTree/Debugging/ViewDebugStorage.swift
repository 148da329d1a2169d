/// A view's debug data, kept apart: almost no view has any, so views hold
/// one optional reference instead of its fields.
@MainActor
final class ViewDebugStorage {
    var outlines: [DebugOutline] = []
    weak var provider: (any DebugOutlineProviding)?
}
