import Foundation
import RasterBackend
import ViewTree

/// The images a session's views show, by fingerprint, so the server can
/// serve them at `/img/<session>/<fingerprint>.png`.
@MainActor
final class SessionImages: ImageAddressing {
    private let sessionID: String
    private var images: [UInt64: Image] = [:]
    private var encoded: [UInt64: Data] = [:]

    init(sessionID: String) { self.sessionID = sessionID }

    func url(for image: Image) -> String {
        images[image.fingerprint] = image
        return "/img/\(sessionID)/\(String(image.fingerprint, radix: 16)).png"
    }

    /// The PNG for a fingerprint written in hexadecimal, encoded once.
    func png(forHexFingerprint hex: String) -> Data? {
        guard let fingerprint = UInt64(hex, radix: 16), let image = images[fingerprint] else { return nil }
        if let data = encoded[fingerprint] { return data }
        guard let data = try? ImageCodec.pngData(of: image) else { return nil }
        encoded[fingerprint] = data
        return data
    }

    /// How many bytes the kept images take (pixels and encodings).
    var byteCount: Int {
        images.values.reduce(0) { $0 + $1.rgba.count } + encoded.values.reduce(0) { $0 + $1.count }
    }
}
