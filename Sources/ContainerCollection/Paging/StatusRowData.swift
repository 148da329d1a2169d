/// What a status row shows: the screen's status or a paged section's.
struct StatusRowData: ComponentData, Hashable {
    enum Kind: Hashable {
        case loading
        case failed
        case end
    }

    var kind: Kind
    var message: String
    /// What Retry runs.
    var retry: ScreenAction?
    /// The paged section it ends; nil for the screen's status.
    var section: String?
}
