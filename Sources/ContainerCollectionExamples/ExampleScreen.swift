import ContainerCollection
/// A server-driven screen using every example component, with `pattern:`
/// image URLs so it renders offline (``PatternImageDownloader``).
///
/// ```swift
/// let screen = try ScreenDecoder(mapper: examples.mapper(), fallback: examples.fallback)
///     .decode(Data(ExampleScreen.json.utf8))
/// try container.show(screen)
/// ```
public enum ExampleScreen {
    /// The screen's JSON (format version 1, see `Documentation/ScreenFormat`).
    public static let json = #"""
    {
      "version": 1,
      "id": "discover",
      "title": "Discover",
      "layout": { "type": "list", "spacing": 8 },
      "sections": [
        {
          "id": "featured",
          "header": { "component": "text", "data": { "title": "Discover Portugal", "body": "Places, trips and pictures, sent by the server." } },
          "elements": [
            { "id": "lisbon", "component": "image",
              "data": { "image": "pattern://gradient/5", "title": "Lisbon", "subtitle": "Seven hills by the river", "variant": "overlay" } },
            { "id": "porto", "component": "image",
              "data": { "image": "pattern://gradient/2", "title": "Porto", "subtitle": "Bridges and cellars" } },
            { "id": "trips", "component": "rail",
              "data": { "title": "Day trips", "cards": [
                { "id": "sintra", "title": "Sintra", "subtitle": "40 min by train", "image": "pattern://stripes/7" },
                { "id": "cascais", "title": "Cascais", "subtitle": "Beaches", "image": "pattern://gradient/6" },
                { "id": "evora", "title": "Évora", "subtitle": "Roman temple", "image": "pattern://stripes/1" },
                { "id": "obidos", "title": "Óbidos", "subtitle": "Walled town", "image": "pattern://gradient/8" }
              ] } }
          ]
        },
        {
          "id": "pictures",
          "elements": [
            { "id": "about", "component": "text",
              "data": { "title": "Pictures", "body": "A gallery of limited height scrolls inside the page.", "style": "callout" } },
            { "id": "gallery", "component": "gallery",
              "data": { "style": "grid", "columns": 3, "maxHeight": 260, "images": [
                "pattern://gradient/1", "pattern://gradient/3", "pattern://stripes/4", "pattern://gradient/7",
                "pattern://stripes/2", "pattern://gradient/9", "pattern://stripes/5", "pattern://gradient/0",
                "pattern://stripes/8", "pattern://gradient/4", "pattern://stripes/6", "pattern://gradient/11"
              ] } },
            { "id": "harbour", "component": "heavy", "data": { "caption": "Harbour at night (2048 × 1536, decoded)", "seed": 4, "pixelWidth": 2048, "pixelHeight": 1536 } }
          ],
          "footer": { "component": "text", "data": { "body": "Sent by the server as version 1 of the screen format.", "style": "plain" } }
        }
      ]
    }
    """#
}
