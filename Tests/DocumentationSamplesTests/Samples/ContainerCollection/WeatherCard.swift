// sample: weather-data
import ContainerCollection

/// Today's weather in one city.
///
/// From a server: `{"city": "Lisbon", "temperature": 21.5, "condition": "sunny"}`.
struct WeatherData: ComponentData, Hashable, Decodable {
    enum Condition: String, Hashable, Sendable, Decodable {
        case sunny, cloudy, rain
    }

    var city: String
    /// Degrees Celsius.
    var temperature: Double
    var condition: Condition
}
// end-sample

// sample: weather-factory
/// Weather cards as component elements: the container hosts each card's
/// component, and sizes it by laying the component out.
struct WeatherFactory: ComponentElementFactory, DecodableComponentFactory {
    typealias DecodedData = WeatherData

    let layoutContext: LayoutContext

    /// Data the card cannot show is rejected, with a reason: the container
    /// shows a fallback instead, and the screen reports the problem.
    func validate(_ data: WeatherData) -> ComponentValidation {
        guard !data.city.isEmpty else { return .invalid("the city is empty") }
        return .require((-90...60).contains(data.temperature), "temperature \(data.temperature) is outside -90...60 °C")
    }

    func component(for data: WeatherData) -> any Component {
        let (symbol, words) = switch data.condition {
        case .sunny: ("☀", "Sunny")
        case .cloudy: ("☁", "Cloudy")
        case .rain: ("☂", "Rain")
        }
        let card = ViewConfiguration(View.self, [.backgroundColor(Color(red: 0.93, green: 0.96, blue: 1)), .cornerRadius(12)])
        return InsetComponent(insets: EdgeInsets(horizontal: 16, vertical: 8), child: InsetComponent(
            view: card, insets: EdgeInsets(all: 16),
            child: StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                LabelComponent(AttributedText(symbol), font: .system(size: 32))
                StackComponent(axis: .vertical, spacing: 2) {
                    LabelComponent(AttributedText(data.city), font: .system(size: 17, weight: .semibold))
                    LabelComponent(AttributedText(words), font: .system(size: 13), color: .darkGray)
                }.flexGrow()
                LabelComponent(AttributedText("\(Int(data.temperature.rounded()))°"), font: .system(size: 28, weight: .bold))
            }))
    }
}
// end-sample
