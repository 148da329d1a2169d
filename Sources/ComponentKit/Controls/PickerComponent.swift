import Foundation
import ViewTree

/// A ``/ViewTree/PopUpButton``: the chosen option on a button that opens
/// the list of options, as SwiftUI's menu-style `Picker` or a web page's
/// `<select>`. As wide as its widest option (or its placeholder) needs,
/// within the range it is given (a stretching stack widens it); 36 points
/// tall, more as text grows.
///
/// A choice (by pointer, or the keys: Down opens, the arrows and typed
/// letters move, Enter chooses, Escape closes) sends `onChange` the
/// option's index. Keep it and render again with it. Name the picker with
/// `.accessibilityLabel`: it is read as the combobox's name.
///
/// ```swift
/// PickerComponent(options: ["Small", "Medium", "Large"], selectedIndex: size,
///                 onChange: Action<Int> { index in scope.updateState { $0.size = index } },
///                 attributes: [.accessibilityLabel("Size")])
/// ```
public struct PickerComponent: Component {
    /// The options' titles, in order.
    public let options: [String]
    /// The chosen option; nil for none (the placeholder shows).
    public let selectedIndex: Int?
    /// Shown while no option is chosen.
    public let placeholder: String
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A picker.
    public init(
        options: [String], selectedIndex: Int?, placeholder: String = "Choose", isEnabled: Bool = true,
        onChange: Action<Int>? = nil, attributes: [Attribute<PopUpButton>] = [], size: ComponentSize = .auto
    ) {
        self.options = options
        self.selectedIndex = selectedIndex
        self.placeholder = placeholder
        componentSize = size
        var all: [Attribute<PopUpButton>] = [
            .custom("options", options, apply: { $0.options = $1 }, unapply: { $0.options = [] }),
            .custom("placeholder", placeholder, apply: { $0.placeholder = $1 }, unapply: { $0.placeholder = "Choose" }),
            .custom("selected", selectedIndex ?? PopUpButton.noSelection,
                    apply: { $0.selectedIndex = $1 }, unapply: { $0.selectedIndex = PopUpButton.noSelection }),
            .custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }),
        ]
        if let onChange { all.append(.valueChanged(onChange) { $0.selectedIndex }) }
        viewConfiguration = ViewConfiguration(PopUpButton.self, all + attributes)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        let category = ComponentContext.current.traits.contentSizeCategory
        let fontSize = Swift.min(28, Font.TextStyle.body.size(for: category))
        let height = Swift.max(PopUpButton.defaultHeight, (fontSize * 2.1).rounded())
        var widest: CGFloat = 0
        for title in options + [placeholder] {
            guard let measurer = context.measurer(forTextOf: "PickerComponent \"\(title)\"") else { break }
            let request = TextLayoutRequest(text: AttributedText(title), font: .system(size: fontSize), maximumNumberOfLines: 1)
            widest = Swift.max(widest, TextMeasurementCache.shared.measure(request, with: measurer).size.width)
        }
        let width = PixelGrid.ceil(widest + 48, scale: context.pointScale)
        return Layout(component: self, size: range.clamp(CGSize(width: width, height: height)))
    }
}
