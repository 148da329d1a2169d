extension BrowserServer.Configuration {
    /// Why ``instanceID`` or ``trustedProxies`` cannot be used, or nil.
    var scaleOutProblem: String? {
        if let instanceID {
            // Letters, digits and _ only: a hyphen ends it within a session identifier.
            let allowed = instanceID.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
            }
            guard (1...24).contains(instanceID.utf8.count), allowed else {
                return "instanceID \"\(instanceID.prefix(40))\" must be 1 to 24 ASCII letters, digits or _"
            }
        }
        if let invalid = ForwardedAddress.firstInvalid(in: trustedProxies) {
            return "trustedProxies holds \"\(invalid.prefix(60))\", which is not an IP address"
        }
        return nil
    }
}

extension BrowserServer {
    /// The address a WebSocket request's client is counted under: the
    /// connection's, or the one a trusted proxy forwarded.
    func clientAddress(forwardedFor: [String], peer: String) -> String {
        ForwardedAddress.client(peer: peer, forwardedFor: forwardedFor,
                                trusting: ForwardedAddress.normalized(configuration.trustedProxies))
    }
}
