import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The network an address belongs to, for limits that one attacker cannot
/// dodge by spreading over neighbouring addresses: an IPv4 address's /24,
/// an IPv6 address's /64 (one household, one cloud machine, one mobile
/// subscriber usually holds a whole /64).
///
/// Written `203.0.113.0/24` or `2001:db8:1:2::/64`; anything that is not an
/// IP address (`unknown`, a Unix socket's peer) is its own prefix.
///
/// ```swift
/// AddressPrefix.of("203.0.113.9")      // "203.0.113.0/24"
/// AddressPrefix.of("2001:db8::1")      // "2001:db8::/64"
/// ```
enum AddressPrefix {
    /// The prefix `address` belongs to (see the type's description).
    static func of(_ address: String) -> String {
        var binary = [UInt8](repeating: 0, count: 16)
        if inet_pton(AF_INET, address, &binary) == 1 {
            return "\(binary[0]).\(binary[1]).\(binary[2]).0/24"
        }
        guard inet_pton(AF_INET6, address, &binary) == 1 else { return address }
        // An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is the IPv4 address.
        if binary[0..<10].allSatisfy({ $0 == 0 }), binary[10] == 0xff, binary[11] == 0xff {
            return "\(binary[12]).\(binary[13]).\(binary[14]).0/24"
        }
        for index in 8..<16 { binary[index] = 0 }
        var written = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, binary, &written, socklen_t(written.count)) != nil else { return address }
        return String(decoding: written.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/64"
    }
}
