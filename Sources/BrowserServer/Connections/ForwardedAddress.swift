import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The client's address for a request that may have come through reverse
/// proxies: `X-Forwarded-For` is read only from a trusted proxy, and only
/// as far back as the entries trusted proxies wrote.
///
/// Each proxy appends the address it was connected from, so the list is
/// read from its right end: past every trusted proxy, the first other
/// address is the client. Entries further left were written by the client
/// itself and are never believed.
enum ForwardedAddress {
    /// The client's address: `peer` (who connected to the server) unless
    /// it is a trusted proxy, in which case the first untrusted address
    /// from the right of `forwardedFor` (the header's values in order). An
    /// entry that is not an IP address ends the walk at the last trusted
    /// hop, which then counts as the client.
    static func client(peer: String, forwardedFor: [String], trusting trusted: Set<String>) -> String {
        guard !trusted.isEmpty, trusted.contains(peer) else { return peer }
        var address = peer
        let entries = forwardedFor.flatMap { $0.split(separator: ",") }
        for entry in entries.reversed() {
            guard let hop = canonical(entry.trimmingCharacters(in: .whitespaces)) else { return address }
            address = hop
            if !trusted.contains(hop) { return hop }
        }
        return address
    }

    /// `addresses` written the way connections report theirs, with the ones
    /// that are not IP addresses left out.
    static func normalized(_ addresses: Set<String>) -> Set<String> {
        Set(addresses.compactMap(canonical))
    }

    /// The first of `addresses` that is not an IP address, if any.
    static func firstInvalid(in addresses: Set<String>) -> String? {
        addresses.sorted().first { canonical($0) == nil }
    }

    /// The IP address `text` names, in the form `inet_ntop` writes (how
    /// connections report their peers), or nil if it names none. Brackets
    /// around an IPv6 address are allowed.
    static func canonical(_ text: String) -> String? {
        var text = Substring(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        guard !text.isEmpty, text.utf8.count < 64 else { return nil }
        let plain = String(text)
        // Room for either family's binary form (4 or 16 bytes) and text form.
        var binary = [UInt8](repeating: 0, count: 16)
        var written = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        for family in [AF_INET, AF_INET6] where inet_pton(family, plain, &binary) == 1 {
            guard inet_ntop(family, binary, &written, socklen_t(written.count)) != nil else { return nil }
            return String(decoding: written.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        return nil
    }
}
