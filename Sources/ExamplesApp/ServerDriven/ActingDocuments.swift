import Foundation

/// The screen documents the examples server sends for "Screens that act":
/// a screen using every action kind, detail screens for its places, a
/// paged list of 200 items served 20 at a time, and the answer to its form.
/// Made on the server, as a real backend would; the app only fetches them.
struct ActingDocuments: Sendable {
    /// The server's own address, for the documents' URLs.
    let base: URL

    /// Items in the paged section, and per page.
    static let itemCount = 200
    static let pageSize = 20

    /// The places the screen lists, by filter category.
    static let places: [(id: String, name: String, category: String, text: String)] = [
        ("lisbon", "Lisbon", "cities", "Seven hills above the Tagus, trams and tiled façades."),
        ("kyoto", "Kyoto", "cities", "Temples, gardens and wooden townhouses."),
        ("sintra", "Sintra", "nature", "Forested hills with palaces in the mist."),
        ("azores", "The Azores", "nature", "Volcanic islands in the middle of the Atlantic."),
        ("pasteis", "Pastéis de nata", "food", "Custard tarts with a crisp, flaky shell."),
        ("ramen", "Ramen", "food", "Noodles in a broth simmered for hours."),
    ]

    /// `path` (with its query) on the server.
    private func url(_ path: String) -> String {
        let root = base.absoluteString.hasSuffix("/") ? base.absoluteString : base.absoluteString + "/"
        return root + path
    }

    private func text(_ id: String?, title: String?, body: String, style: String = "plain", actions: [String: Any]? = nil,
                      bind: [String: Any]? = nil) -> [String: Any] {
        var data: [String: Any] = ["body": body, "style": style]
        if let title { data["title"] = title }
        var element: [String: Any] = ["component": "text", "data": data]
        if let id { element["id"] = id }
        if let actions { element["actions"] = actions }
        if let bind { element["bind"] = bind }
        return element
    }

    /// The screen itself; `fetches` says how often it was fetched, so a refresh shows a change.
    func acting(fetches: Int) -> [String: Any] {
        let places = Self.places.map { place in
            text("place-\(place.id)", title: place.name, body: place.text, style: "callout",
                 actions: ["tap": [["type": "log", "event": "place_open", "parameters": ["id": place.id]],
                                   ["type": "navigate", "url": url("api/screens/place-\(place.id).json")]],
                           "long-press": ["type": "toggle", "variable": "details"]],
                 bind: ["visible": ["variable": "filter", "equals": place.category]])
        }
        let form: [[String: Any]] = [
            ["id": "name", "component": "text-field",
             "data": ["variable": "name", "label": "Name", "placeholder": "Ada Lovelace",
                      "validation": ["required": true, "minLength": 2, "maxLength": 60, "message": "Enter your name"]]],
            ["id": "email", "component": "text-field",
             "data": ["variable": "email", "label": "Email", "placeholder": "you@example.com",
                      "validation": ["required": true, "maxLength": 120, "pattern": "[^@ ]+@[^@ ]+\\.[^@ ]+", "message": "Enter an email address"]]],
            ["id": "digest", "component": "switch", "data": ["variable": "digest", "label": "Weekly digest"]],
            ["id": "language", "component": "picker",
             "data": ["variable": "language", "label": "Language", "validation": ["required": true, "message": "Choose a language"],
                      "options": [["value": "en", "title": "English"], ["value": "pt", "title": "Português"], ["value": "fr", "title": "Français"]]]],
            text("send", title: nil, body: "Send", style: "callout",
                 actions: ["tap": [["type": "log", "event": "join_send"],
                                   ["type": "submit", "endpoint": url("api/screens/forms/join.json"), "fields": ["name", "email", "digest", "language"]]]]),
        ]
        return [
            "version": 1, "id": "acting", "title": "Screens that act", "layout": ["type": "list", "spacing": 8],
            "variables": [
                "filter": ["type": "string", "default": "cities"],
                "details": ["type": "boolean", "default": false],
                "name": ["type": "string", "default": ""], "email": ["type": "string", "default": ""],
                "digest": ["type": "boolean", "default": true], "language": ["type": "string", "default": ""],
            ],
            "sections": [
                ["id": "intro", "elements": [
                    text("intro", title: "Screens that act", body: "This screen comes from the examples server. Fetched \(fetches) \(fetches == 1 ? "time" : "times").",
                         actions: ["appear": ["type": "log", "event": "acting_seen"]]),
                    text("refresh", title: nil, body: "Refresh", style: "callout", actions: ["tap": ["type": "refresh"]]),
                    text("site", title: nil, body: "Open the ComponentKit site", style: "callout",
                         actions: ["tap": ["type": "open-url", "url": "https://componentkit.org/"]]),
                ]],
                ["id": "places", "header": text(nil, title: "Places", body: "Choose what to show; hold a place for its details."),
                 "elements": [
                    ["id": "filter", "component": "segmented",
                     "data": ["variable": "filter", "label": "Show",
                              "options": [["value": "cities", "title": "Cities"], ["value": "nature", "title": "Nature"], ["value": "food", "title": "Food"]]]],
                    text("details", title: nil, body: "Details are on: a place's card opens its own screen.",
                         bind: ["visible": "details", "data": ["body": ["template": "Showing {filter}, with details."]]]),
                 ] + places],
                ["id": "join", "header": text(nil, title: "Join the newsletter", body: "Every field is checked before it is sent."),
                 "elements": form],
                ["id": "items", "header": text(nil, title: "Items", body: "\(Self.itemCount) items, \(Self.pageSize) at a time."),
                 "elements": items(page: 1), "next": url("api/screens/items.json?page=2")],
            ],
        ]
    }

    /// One page of the paged section (`page` from 1).
    func itemsPage(_ page: Int) -> [String: Any] {
        var section: [String: Any] = ["id": "items", "elements": items(page: page)]
        if page * Self.pageSize < Self.itemCount { section["next"] = url("api/screens/items.json?page=\(page + 1)") }
        return ["version": 1, "sections": [section]]
    }

    private func items(page: Int) -> [[String: Any]] {
        let first = (page - 1) * Self.pageSize + 1
        return (first..<(first + Self.pageSize)).filter { $0 <= Self.itemCount }.map { number in
            text("item-\(number)", title: nil, body: "Item \(number) of \(Self.itemCount)",
                 actions: ["tap": ["type": "log", "event": "item_open", "parameters": ["number": String(number)]]])
        }
    }

    /// The detail screen of a place, or nil for no such place.
    func place(_ id: String) -> [String: Any]? {
        guard let place = Self.places.first(where: { $0.id == id }) else { return nil }
        return ["version": 1, "id": "place-\(id)", "title": place.name, "sections": [["id": "place", "elements": [
            text("about", title: place.name, body: place.text),
            text("back-home", title: nil, body: "Go to the photos", style: "callout", actions: ["tap": ["type": "navigate", "route": "/photos"]]),
        ]]]]
    }

    /// The answer to the form: thanks, or why the server would not take it.
    func joined(_ values: [String: Any]) -> [String: Any] {
        let name = (values["name"] as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let email = values["email"] as? String ?? ""
        let body: String
        let title: String
        if name.count >= 2, email.contains("@") {
            title = "Thanks, \(name)"
            let digest = values["digest"] as? Bool == true ? "You will get the weekly digest" : "No digest"
            body = "\(digest), in \(values["language"] as? String ?? "en"), at \(email)."
        } else {
            title = "Not sent"
            body = "The server needs a name and an email address."
        }
        return ["version": 1, "id": "joined", "title": title, "sections": [["id": "answer", "elements": [
            text("answer", title: title, body: body),
        ]]]]
    }

    /// A document as JSON, keys sorted (so an unchanged document has an unchanged ETag).
    static func json(_ document: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// A strong ETag for `data` (FNV-1a, stable across runs).
    static func etag(of data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\"\(String(hash, radix: 16))\""
    }
}
