@testable import BrowserBackend
@testable import BrowserServer
import Testing

/// Limits per network, not just per address: an attacker with a /24 or a
/// /64 counts once.
@Suite("Address prefixes")
struct AddressPrefixTests {
    @Test("IPv4 addresses group by /24, IPv6 by /64, mapped IPv4 as IPv4, anything else by itself")
    func prefixes() {
        #expect(AddressPrefix.of("203.0.113.9") == "203.0.113.0/24")
        #expect(AddressPrefix.of("203.0.113.250") == "203.0.113.0/24")
        #expect(AddressPrefix.of("203.0.114.9") == "203.0.114.0/24")
        #expect(AddressPrefix.of("2001:db8:1:2:aaaa:bbbb:cccc:dddd") == "2001:db8:1:2::/64")
        #expect(AddressPrefix.of("2001:db8:1:2::1") == AddressPrefix.of("2001:db8:1:2:ffff::9"))
        #expect(AddressPrefix.of("2001:db8:1:3::1") != AddressPrefix.of("2001:db8:1:2::1"))
        #expect(AddressPrefix.of("::ffff:198.51.100.7") == "198.51.100.0/24")
        #expect(AddressPrefix.of("unknown") == "unknown")
        #expect(AddressPrefix.of("") == "")
    }
}
