import Foundation
import JSONWriting
import ViewTree

/// Turns view-tree transactions into the messages the browser client
/// applies, one JSON message per transaction, mutations in order.
///
/// A message is `{"t":"tx","n":number,"m":[operation, …]}`; each operation
/// is an array led by its code:
///
/// | operation | form |
/// |---|---|
/// | create | `["c", id, kind, {properties}]` |
/// | set root | `["root", id]` |
/// | insert, move | `["i", id, parent, index]`, `["mv", id, parent, index]` |
/// | remove, destroy | `["rm", id]`, `["d", id]` |
/// | set | `["s", id, {key: value}]` |
/// | animate | `["a", id, {key, from, to, duration, delay, curve, hides}]` |
/// | announce | `["say", message, "polite" or "assertive"]` |
/// | location | `["loc", location, title, "push" or "replace"]`, `["loc", location, title, "back", count]` |
/// | openURL | `["open", url]` |
///
/// A full re-mount (after a reconnect) is `{"t":"reset", …}` with the same
/// operations, rebuilding the tree from nothing; it also gives `"lim"`, the
/// most UTF-16 units an input may hold.
///
/// Messages also carry `"ack"`, the sequence number of the last numbered
/// client message applied (edits, focus, keys), `"fo"`, the focus
/// order as view identifiers, whenever it changed, `"tr"`, the window's
/// traits (``TraitsEncoding``), in every reset and whenever they changed,
/// and what the server derives for the page (``PageDerivations``), applied
/// after the operations: `"sem"`, views' semantics (``PageSemantics``), and
/// `"pl"`, pictures' placements (``ContentPlacement``), and `"tt"`, the text
/// labels show when the server works it out (``LabelShownText``: head and
/// middle truncation, hyphenated long words; a third element 1 when the page
/// must break words only at its soft hyphens), every view's in a reset and
/// the changed ones in a transaction.
///
/// Properties go under their names (``ViewTree/ViewProperty/Name``), bar
/// those the page has no use for (``PropertyEncoding/isSent(_:)``).
@MainActor
enum TransactionEncoder {
    static func message(for transaction: ViewTransaction, images: any ImageAddressing, acknowledging sequence: Int = 0,
                        focusOrder: [ViewID]? = nil, traits: TraitCollection? = nil,
                        derived: PageDerivations.Changes = PageDerivations.Changes(),
                        ids: ViewIDTranslation = ViewIDTranslation(), visitorPass: String? = nil) -> String {
        encode(type: "tx", number: transaction.number, mutations: transaction.mutations, images: images,
               acknowledging: sequence, focusOrder: focusOrder, traits: traits, derived: derived, ids: ids,
               visitorPass: visitorPass)
    }

    /// Every view of `window`'s tree as creates and inserts, for a client
    /// that has nothing (or, compared with another, to tell whether two
    /// trees would show the same page), with everything derived for it
    /// (`derived`, or ``PageDerivations/all(in:)`` when not given).
    static func resetMessage(for window: Window, number: Int, images: any ImageAddressing, acknowledging sequence: Int = 0,
                             focusOrder: [ViewID]? = nil, inputLimit: Int? = nil, derived: PageDerivations.Changes? = nil,
                             ids: ViewIDTranslation = ViewIDTranslation(), reconnectToken: String? = nil) -> String {
        var mutations: [ViewMutation] = []
        func visit(_ view: View, parent: View?, index: Int) {
            mutations.append(.create(view.id, kind: type(of: view).kind, properties: view.recordedProperties))
            if let parent { mutations.append(.insert(view.id, into: parent.id, at: index)) }
            for (position, child) in view.subviews.enumerated() { visit(child, parent: view, index: position) }
        }
        visit(window.rootView, parent: nil, index: 0)
        mutations.append(.setRoot(window.rootView.id))
        if let current = window.locationHandler?.currentLocation {
            mutations.append(.location(current.location, title: current.title, change: .replace))
        }
        return encode(type: "reset", number: number, mutations: mutations, images: images, acknowledging: sequence,
                      focusOrder: focusOrder, inputLimit: inputLimit, traits: window.traitCollection,
                      derived: derived ?? PageDerivations.all(in: window), ids: ids, reconnectToken: reconnectToken)
    }

    private static func encode(type: String, number: Int, mutations: [ViewMutation], images: any ImageAddressing,
                               acknowledging sequence: Int, focusOrder: [ViewID]?, inputLimit: Int? = nil,
                               traits: TraitCollection? = nil, derived: PageDerivations.Changes, ids: ViewIDTranslation,
                               reconnectToken: String? = nil, visitorPass: String? = nil) -> String {
        // Only a session woken from hibernation has views the page knows by other numbers.
        let mutations = ids.isIdentity ? mutations : mutations.map(ids.client)
        let focusOrder = ids.isIdentity ? focusOrder : focusOrder?.map(ids.client)
        var json = JSONWriter(capacity: 64 + mutations.count * 48)
        json.beginObject()
        json.key("t")
        json.string(type)
        json.key("n")
        json.int(number)
        if sequence > 0 {
            json.key("ack")
            json.int(sequence)
        }
        if let inputLimit {
            json.key("lim")
            json.int(inputLimit)
        }
        if let reconnectToken {
            // Only over the connection itself, never in a URL: the page presents it on its next connection.
            json.key("tok")
            json.string(reconnectToken)
        }
        if let visitorPass {
            // For the page's `ck_pass` cookie (``VisitorPasses``).
            json.key("pass")
            json.string(visitorPass)
        }
        if let traits {
            json.key("tr")
            TraitsEncoding.write(traits, to: &json)
        }
        if let focusOrder {
            json.key("fo")
            json.beginArray()
            for id in focusOrder { json.int(Int(id.rawValue)) }
            json.endArray()
        }
        json.key("m")
        json.beginArray()
        for mutation in mutations where PropertyEncoding.isSent(mutation) { write(mutation, to: &json, images: images) }
        json.endArray()
        if !derived.semantics.isEmpty {
            json.key("sem")
            json.beginArray()
            for (id, semantics, before) in derived.semantics {
                json.beginArray()
                json.int(Int(ids.client(id).rawValue))
                // A view the page has a record for gets what changed (a list item's
                // position, not its role and name again); an emptied one gets `{}`.
                if let before, !before.isEmpty, !semantics.isEmpty {
                    semantics.writeChanges(from: before, to: &json, ids: ids)
                    json.int(1)
                } else {
                    semantics.write(to: &json, ids: ids)
                }
                json.endArray()
            }
            json.endArray()
        }
        if !derived.truncations.isEmpty {
            json.key("tt")
            json.beginArray()
            for (id, shown) in derived.truncations {
                json.beginArray()
                json.int(Int(ids.client(id).rawValue))
                if let shown {
                    TextEncoding.write(shown.text, to: &json)
                    // Hyphenated by the server: the page breaks words only at its soft hyphens.
                    if shown.reason == .hyphenated { json.int(1) }
                } else {
                    json.null()
                }
                json.endArray()
            }
            json.endArray()
        }
        if !derived.placements.isEmpty {
            json.key("pl")
            json.beginArray()
            for (id, placement) in derived.placements {
                json.beginArray()
                json.int(Int(ids.client(id).rawValue))
                if let placement {
                    json.beginArray()
                    for value in placement { json.number(value) }
                    json.endArray()
                } else {
                    json.null()
                }
                json.endArray()
            }
            json.endArray()
        }
        json.endObject()
        return json.text
    }

    private static func write(_ mutation: ViewMutation, to json: inout JSONWriter, images: any ImageAddressing) {
        json.beginArray()
        switch mutation {
        case let .create(id, kind, properties):
            json.string("c")
            json.int(Int(id.rawValue))
            json.string(kind.rawValue)
            json.beginObject()
            for property in properties where PropertyEncoding.isSent(property.name) {
                PropertyEncoding.write(property, to: &json, images: images, owner: id)
            }
            json.endObject()
        case let .setRoot(id):
            json.string("root")
            json.int(Int(id.rawValue))
        case let .insert(id, parent, index):
            json.string("i")
            json.int(Int(id.rawValue))
            json.int(Int(parent.rawValue))
            json.int(index)
        case let .move(id, parent, index):
            json.string("mv")
            json.int(Int(id.rawValue))
            json.int(Int(parent.rawValue))
            json.int(index)
        case let .remove(id):
            json.string("rm")
            json.int(Int(id.rawValue))
        case let .destroy(id):
            json.string("d")
            json.int(Int(id.rawValue))
        case let .set(id, property):
            json.string("s")
            json.int(Int(id.rawValue))
            json.beginObject()
            PropertyEncoding.write(property, to: &json, images: images, owner: id)
            json.endObject()
        case let .animate(id, animation):
            json.string("a")
            json.int(Int(id.rawValue))
            writeAnimation(animation, to: &json, images: images, owner: id)
        case let .announce(message, priority):
            json.string("say")
            json.string(message)
            json.string(priority.rawValue)
        case let .location(location, title, change):
            json.string("loc")
            json.string(location)
            json.string(title)
            switch change {
            case .push: json.string("push")
            case .replace: json.string("replace")
            case .back(let count):
                json.string("back")
                json.int(count)
            }
        case let .openURL(url):
            json.string("open")
            json.string(url.absoluteString)
        }
        json.endArray()
    }

    private static func writeAnimation(_ animation: ViewAnimation, to json: inout JSONWriter, images: any ImageAddressing, owner: ViewID) {
        json.beginObject()
        json.key("key")
        json.string(animation.key)
        var from = JSONWriter()
        from.beginObject()
        PropertyEncoding.write(animation.from, to: &from, images: images, owner: owner)
        from.endObject()
        // The property values as objects {key: value}, so the client reuses its setters.
        json.key("from")
        json.raw(from.text)
        var to = JSONWriter()
        to.beginObject()
        PropertyEncoding.write(animation.to, to: &to, images: images, owner: owner)
        to.endObject()
        json.key("to")
        json.raw(to.text)
        json.key("duration")
        json.number(animation.timing.duration)
        json.key("delay")
        json.number(animation.timing.delay)
        json.key("curve")
        json.string(cssCurve(animation.timing.curve))
        json.key("hides")
        json.bool(animation.hidesWhenFinished)
        json.endObject()
    }

    private static func cssCurve(_ curve: AnimationTiming.Curve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        // CSS has no spring; an overshooting cubic Bézier is its nearest shape.
        case .spring: "cubic-bezier(0.34, 1.56, 0.64, 1)"
        }
    }
}
