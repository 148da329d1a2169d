import Logging

/// The log handler the HTTP layer gets for one connection: until the
/// connection has sent its first complete request head, whatever is logged
/// about it goes out at trace level.
///
/// Such a connection ends because its head did not come in time, because it
/// was closed to make room, or because the client went away; the HTTP layer
/// reports each of these as an error (its upgrade never happened), one line
/// per connection, so a client opening sockets would choose how fast the
/// log fills. The guard logs the first two itself, once, at debug level.
struct HeadlessConnectionLogHandler: LogHandler {
    var base: any LogHandler
    let connection: AdmittedConnection

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        guard !connection.hasSentHead else { return base.log(event: event) }
        guard base.logLevel <= .trace else { return }
        var quieter = event
        quieter.level = .trace
        base.log(event: quieter)
    }
}
