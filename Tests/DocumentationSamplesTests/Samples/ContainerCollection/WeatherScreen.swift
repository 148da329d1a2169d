import ContainerCollection
import Foundation
import RasterBackend
import ContainerCollectionExamples

/// The samples of *Your first server-driven screen* and *When the server sends something wrong*.
enum ServerDrivenArticle {
    // sample: weather-screen-json
    static let json = #"""
    {
      "version": 1,
      "id": "today",
      "title": "Today",
      "layout": { "type": "list", "spacing": 8 },
      "sections": [
        {
          "id": "weather",
          "header": { "component": "text", "data": { "title": "Today in Portugal", "body": "The weather where you are going." } },
          "elements": [
            { "id": "lisbon-weather", "component": "weather", "data": { "city": "Lisbon", "temperature": 21.5, "condition": "sunny" } },
            { "id": "porto-weather", "component": "weather", "data": { "city": "Porto", "temperature": 16, "condition": "rain" } },
            { "id": "lisbon", "component": "image",
              "data": { "image": "pattern://gradient/5", "title": "Lisbon", "subtitle": "Seven hills by the river", "variant": "overlay" } },
            { "id": "trips", "component": "rail",
              "data": { "title": "Day trips", "cards": [
                { "id": "sintra", "title": "Sintra", "subtitle": "40 min by train", "image": "pattern://stripes/7" },
                { "id": "cascais", "title": "Cascais", "subtitle": "Beaches", "image": "pattern://gradient/6" }
              ] } }
          ]
        }
      ]
    }
    """#
    // end-sample

    /// The screen decoded with the weather card registered beside the examples, shown in a window and drawn.
    @MainActor
    static func showAndRender(_ json: String) async throws -> (Screen, Window, ContainerCollectionController, Image) {
        // sample: weather-registration
        let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)
        let examples = ExampleFactories(layoutContext: context, downloader: PatternImageDownloader())
        let mapper = examples.mapper()
        mapper.register(factory: WeatherFactory(layoutContext: context), for: "weather")
        let decoder = ScreenDecoder(mapper: mapper, fallback: examples.fallback)
        // end-sample

        // sample: weather-show
        let screen = try decoder.decode(Data(json.utf8))
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = ContainerCollectionController(layout: screen.layout, fallback: examples.fallback)
        try container.show(screen)
        try container.present(in: window)
        // end-sample

        // sample: weather-render
        await container.waitUntilSettled()
        let pixels = try RasterRenderer(scale: 2).render(window)
        let png = try ImageCodec.pngData(of: pixels)
        // end-sample
        _ = png
        return (screen, window, container, pixels)
    }
}

// sample: forecast-decomposable
/// A forecast as the app's own model, not a server screen: it turns itself
/// into elements with whatever factories the mapper has.
struct Forecast: Decomposable {
    var city: String
    var days: [WeatherData]

    func decompose(using mapper: any ComponentMapper) -> [Element] {
        guard let text = mapper.factory(for: "text"), let weather = mapper.factory(for: "weather") else { return [] }
        let heading = Element(id: "heading", data: TextBlockData(title: city, body: "The next \(days.count) days."), factory: text)
        return [heading] + days.enumerated().map { day, data in
            Element(id: "day-\(day)", data: data, factory: weather)
        }
    }
}
// end-sample

extension ServerDrivenArticle {
    /// The forecast decomposed and shown in `container`.
    @MainActor
    static func showForecast(in container: ContainerCollectionController, mapper: any ComponentMapper) throws {
        // sample: forecast-show
        let forecast = Forecast(city: "Lisbon", days: [
            WeatherData(city: "Lisbon", temperature: 22, condition: .sunny),
            WeatherData(city: "Lisbon", temperature: 17, condition: .rain),
        ])
        try container.update(elements: forecast.decompose(using: mapper))
        // end-sample
    }
}
