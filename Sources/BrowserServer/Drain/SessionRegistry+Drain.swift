extension SessionRegistry {
    /// Ends every session, each connected client hearing `farewell` as its
    /// close frame; returns how many there were.
    func endAll(farewell: OutboundQueue.Farewell, reason: String = "the server is draining") -> Int {
        let ending = allSessions
        for session in ending {
            session.close(farewell: farewell)
            end(session, reason: reason)
        }
        return ending.count
    }
}
