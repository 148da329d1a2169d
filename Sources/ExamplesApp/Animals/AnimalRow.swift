import ComponentKit
import Foundation

/// A table row: the species' name and scientific name, and its status.
struct AnimalRow: CompositeComponent {
    let animal: Animal

    var body: some Component {
        let critical = animal.status.hasPrefix("Critically")
        return InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.white), .accessibilityIdentifier("animal-\(animal.name)")]),
            insets: EdgeInsets(horizontal: 16, vertical: 10),
            child: StackComponent(axis: .vertical, spacing: 3) {
                LabelComponent(AttributedText(animal.name), font: .system(size: 16, weight: .semibold))
                LabelComponent(AttributedText(animal.species, font: .system(size: 13, isItalic: true)), color: Color(white: 0.4))
                LabelComponent(AttributedText(animal.status), font: .system(size: 12, weight: .semibold),
                               color: critical ? Color(red: 0.75, green: 0.1, blue: 0.1) : Color(red: 0.66, green: 0.33, blue: 0))
            })
    }
}
