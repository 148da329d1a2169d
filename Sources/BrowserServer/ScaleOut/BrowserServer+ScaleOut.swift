import Foundation
import HTTPTypes

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
        if let proxySecret {
            guard proxySecret.utf8.count >= 16, proxySecret.utf8.count <= 256,
                  proxySecret.utf8.allSatisfy(Self.isSecretByte) else {
                return "proxySecret must be 16 to 256 bytes of A-Z a-z 0-9 - _ . ~ + / = (it has \(proxySecret.utf8.count) bytes)"
            }
            if trustedProxies.isEmpty { return "proxySecret is set but trustedProxies is empty: list the proxies that send it" }
        } else if !trustedProxies.isEmpty {
            return "trustedProxies needs a proxySecret: without one any process on a proxy's machine could name any client"
        }
        return nil
    }

    /// The bytes a proxy secret may hold: what an HTTP header carries as is.
    private static func isSecretByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: "="): true
        default: false
        }
    }

    /// A proxy secret read from the first line of `path` (how the examples
    /// server and `scripts/serve-cluster.sh` pass it: a file readable by
    /// the server alone, not a command line every user of the machine can
    /// list).
    ///
    /// - Throws: ``BrowserServerError/invalidConfiguration(_:)`` naming the
    ///   file when it cannot be read or its first line is empty.
    public static func proxySecret(readingFile path: String) throws(BrowserServerError) -> String {
        let secret = try secretLine(readingFile: path, named: "proxy secret")
        guard !secret.isEmpty else { throw .invalidConfiguration("the proxy secret file \(path) is empty") }
        return secret
    }

    /// The first line of the file at `path`, trimmed: how the server's secrets are read.
    static func secretLine(readingFile path: String, named name: String) throws(BrowserServerError) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw .invalidConfiguration("cannot read the \(name) file \(path)")
        }
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension BrowserServer {
    /// The header a trusted proxy vouches for its `X-Forwarded-For` with.
    static let proxySecretHeader = HTTPField.Name("X-ComponentKit-Proxy-Secret")!

    /// The address a request's client is counted under: the connection's
    /// (`peer`), or, from a trusted proxy that presents the proxy secret,
    /// the client it forwarded for.
    func clientAddress(headers: HTTPFields, peer: String) -> String {
        guard let secret = configuration.proxySecret, trustedProxyAddresses.contains(peer),
              let presented = headers[Self.proxySecretHeader], presented.equalsInConstantTime(secret) else { return peer }
        return ForwardedAddress.client(peer: peer, forwardedFor: headers[values: .init("X-Forwarded-For")!],
                                       trusting: trustedProxyAddresses)
    }
}
