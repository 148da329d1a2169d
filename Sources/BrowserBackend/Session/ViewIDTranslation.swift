import ViewTree

/// The identifiers a page knows views by, for views the server made anew.
///
/// A hibernated session's tree is rebuilt when its page speaks again; the
/// rebuilt views have new identifiers, while the page still holds the old
/// ones. Rather than renumbering views (the mounter keys its bookkeeping by
/// identifier), the session translates at its edge: identifiers going out
/// become the page's, identifiers coming in become the server's. Views made
/// after the rebuild are not in the table and keep their own numbers, which
/// never clash with the page's (identifiers are never reused in a process).
struct ViewIDTranslation {
    private var toClient: [ViewID: ViewID] = [:]
    private var toServer: [ViewID: ViewID] = [:]

    /// No translation: the page knows every view by its own identifier.
    init() {}

    /// Pairs `serverIDs` with `clientIDs`, position by position; identical
    /// pairs are left out.
    init(serverIDs: [ViewID], clientIDs: [ViewID]) {
        for (server, client) in zip(serverIDs, clientIDs) where server != client {
            toClient[server] = client
            toServer[client] = server
        }
    }

    /// Whether every identifier is its own.
    var isIdentity: Bool { toClient.isEmpty }

    /// The page's identifier for the server's view `id`.
    func client(_ id: ViewID) -> ViewID { toClient[id] ?? id }

    /// The server's identifier for the page's `id`.
    func server(_ id: ViewID) -> ViewID { toServer[id] ?? id }

    /// `mutation` with its identifiers as the page knows them.
    func client(_ mutation: ViewMutation) -> ViewMutation {
        switch mutation {
        case let .create(id, kind, properties): .create(client(id), kind: kind, properties: properties)
        case let .setRoot(id): .setRoot(client(id))
        case let .insert(id, parent, index): .insert(client(id), into: client(parent), at: index)
        case let .move(id, parent, index): .move(client(id), to: client(parent), at: index)
        case let .remove(id): .remove(client(id))
        case let .destroy(id): .destroy(client(id))
        case let .set(id, property): .set(client(id), property)
        case let .animate(id, animation): .animate(client(id), animation)
        case .announce, .location, .openURL: mutation
        }
    }

    /// `message` with its view identifiers as the server knows them.
    func server(_ message: ClientMessage) -> ClientMessage {
        switch message {
        case let .scroll(view, offset): .scroll(view: server(view), offset: offset)
        case let .edit(view, text, selection, sequence): .edit(view: server(view), text: text, selection: selection, sequence: sequence)
        case let .select(view, selection, sequence): .select(view: server(view), selection: selection, sequence: sequence)
        case let .focus(view, sequence): .focus(view: server(view), sequence: sequence)
        case let .blur(view, sequence): .blur(view: server(view), sequence: sequence)
        case let .link(view, index, sequence): .link(view: server(view), index: index, sequence: sequence)
        case .pointer, .tick, .viewport, .key, .navigate, .debugOutlines, .traits, .authenticate, .confirmToken: message
        }
    }
}
