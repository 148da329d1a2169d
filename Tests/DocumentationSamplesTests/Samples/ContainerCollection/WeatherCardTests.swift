// sample: weather-tests
import ComponentSnapshotTesting
import ContainerCollection
import Foundation
import RasterBackend
import Testing

@MainActor
@Suite struct WeatherCardTests {
    let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)

    @Test func sunnyCard() async throws {
        let card = Element(data: WeatherData(city: "Lisbon", temperature: 21.5, condition: .sunny),
                           factory: WeatherFactory(layoutContext: context))
        let window = Window(size: CGSize(width: 390, height: 120))
        let container = ContainerCollectionController(fallback: FallbackFactory(layoutContext: context))
        try container.update(elements: [card])
        try container.present(in: window)
        #expect(await container.waitUntilSettled())
        assertComponentSnapshot(of: window.rootView, as: .image(scale: 2))
    }

    @Test func temperatureAsTextIsAProblem() throws {
        let mapper = GenericComponentMapper()
        mapper.register(factory: WeatherFactory(layoutContext: context), for: "weather")
        let decoder = ScreenDecoder(mapper: mapper, fallback: FallbackFactory(style: .visible, layoutContext: context))
        let json = #"""
        { "version": 1, "sections": [{ "id": "main", "elements": [
          { "component": "weather", "data": { "city": "Lisbon", "temperature": "warm", "condition": "sunny" } }
        ] }] }
        """#
        let screen = try decoder.decode(Data(json.utf8))
        #expect(screen.problems.map(\.description)
            == ["$.sections[0].elements[0].data.temperature: expected number, found string"])
        #expect(screen.sections[0].elements[0].data is FallbackData)
    }
}
// end-sample
