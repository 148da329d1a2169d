/// Tells two downloaders apart, so changing a network image's downloader
/// while its URL stays the same downloads again from the new one.
///
/// A class instance is itself; a `Hashable` value is its value; any other
/// value type is its type (it cannot be compared further).
///
/// Unchecked: the hashable value wrapped is the downloader itself (or an
/// `ObjectIdentifier`), and every downloader is `Sendable`.
struct ImageDownloaderIdentity: Hashable, @unchecked Sendable {
    private let value: AnyHashable

    init(_ downloader: any ImageDownloading) {
        if type(of: downloader) is AnyClass {
            value = AnyHashable(ObjectIdentifier(downloader as AnyObject))
        } else if let hashable = downloader as? any Hashable {
            value = AnyHashable(hashable)
        } else {
            value = AnyHashable(ObjectIdentifier(type(of: downloader)))
        }
    }
}
