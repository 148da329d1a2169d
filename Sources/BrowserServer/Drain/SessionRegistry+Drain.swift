extension SessionRegistry {
    /// Ends every session, each connected client hearing `farewell` as its
    /// close frame; returns how many there were.
    /// Their durable rows are kept when `keepingRows` (another instance resumes them).
    func endAll(farewell: OutboundQueue.Farewell, reason: String = "the server is draining", keepingRows: Bool = false) -> Int {
        let ending = allSessions
        for session in ending {
            session.close(farewell: farewell)
            end(session, reason: reason, keepingRow: keepingRows)
        }
        return ending.count
    }
}
