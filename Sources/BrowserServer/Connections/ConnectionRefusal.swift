/// Why a new connection was closed as soon as it arrived.
enum ConnectionRefusal: Error, Equatable, CustomStringConvertible {
    /// The server holds its maximum of connections, none of them closable to make room.
    case tableFull(maximum: Int)
    /// The client's address holds its maximum.
    case addressFull(address: String, maximum: Int)
    /// The client's network (its /24 or /64, see ``AddressPrefix``) holds its maximum.
    case prefixFull(address: String, prefix: String, maximum: Int)

    var description: String {
        switch self {
        case let .tableFull(maximum):
            "the server has its maximum of \(maximum) connections, and all of them have sent a request"
        case let .addressFull(address, maximum):
            "\(maximum) connections are open from \(address) already"
        case let .prefixFull(address, prefix, maximum):
            "\(maximum) connections are open from \(prefix) (which \(address) belongs to) already"
        }
    }
}
