import Foundation

extension DataSource {
    /// Removes every section and item (after the queued changes), as
    /// CKToolbox's remove-all.
    public func removeAll(mode: UpdateMode = .asynchronous, userInfo: [String: any Sendable] = [:]) {
        // Built from the pending shape, the changeset always fits it.
        try? apply(.removingEverything(in: pendingShape), mode: mode, userInfo: userInfo)
    }
}
