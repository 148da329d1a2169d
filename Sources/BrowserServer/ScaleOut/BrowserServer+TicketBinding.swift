extension BrowserServer {
    /// What a page's session ticket is bound to: the part of its visitor's
    /// address that the WebSocket opening the session must come from.
    ///
    /// A ticket is in the page's HTML, so whoever sees the page (a shared
    /// screen, a cache that should not have kept it) could try to open its
    /// session first. Bound to the visitor's network, it opens nothing from
    /// anywhere else: that copy gets close code 4404, and the page itself
    /// is not affected. Tickets live only from the page load to its
    /// WebSocket (``Limits/sessionTicketLifetime``), so the binding only has
    /// to hold for a second or two.
    ///
    /// ```swift
    /// var configuration = BrowserServer.Configuration()
    /// configuration.ticketBinding = .address   // visitors whose address never changes mid-page
    /// ```
    public enum TicketBinding: Sendable, Hashable {
        /// The visitor's network: its IPv4 /24 or its IPv6 /64 (the default).
        /// Carriers that send one phone's connections out through
        /// neighbouring addresses stay within it.
        case network
        /// The visitor's exact address.
        case address
        /// Not bound: any address may present the ticket (its lifetime and
        /// single use still hold).
        case none

        /// The string a ticket for a visitor at `address` is signed with.
        func place(of address: String) -> String {
            switch self {
            case .network: AddressPrefix.of(address)
            case .address: address
            case .none: ""
            }
        }
    }
}
