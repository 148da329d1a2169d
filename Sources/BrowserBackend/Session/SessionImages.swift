import Foundation
import ViewTree

/// The images a session's views show, by fingerprint, so the server can
/// serve them at `/img/<session>/<fingerprint>.png`. The pixels and their
/// PNG live in the server's ``ImageStore``, once for every session showing
/// them; this session only says which it may fetch, and lets them go when
/// it ends.
@MainActor
package final class SessionImages: ImageAddressing {
    private let sessionID: String
    private let store: ImageStore
    private var held: Set<UInt64> = []

    init(sessionID: String, store: ImageStore) {
        self.sessionID = sessionID
        self.store = store
    }

    func url(for image: Image) -> String {
        let fingerprint = image.fingerprint
        if held.insert(fingerprint).inserted { store.retain(image) }
        return "/img/\(sessionID)/\(String(fingerprint, radix: 16)).png"
    }

    /// The fingerprint written in hexadecimal, if this session showed that image.
    package func heldFingerprint(hex: String) -> UInt64? {
        guard let fingerprint = UInt64(hex, radix: 16), held.contains(fingerprint) else { return nil }
        return fingerprint
    }

    /// Images this session has shown.
    var count: Int { held.count }

    /// Lets every image go (the session ended).
    func releaseAll() {
        store.release(held)
        held = []
    }

    isolated deinit {
        store.release(held)
    }
}
