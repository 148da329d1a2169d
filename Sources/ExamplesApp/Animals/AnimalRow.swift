import ComponentKit
import Foundation

/// A table row: the species' name and scientific name, and its status,
/// in the system's colours and text styles (right-aligned in a
/// right-to-left tree: the stack and the labels follow its direction).
struct AnimalRow: CompositeComponent {
    let animal: Animal

    var body: some Component {
        let critical = animal.status.hasPrefix("Critically")
        var species = Font.preferred(.footnote)
        species.isItalic = true
        var status = Font.preferred(.caption)
        status.weight = .semibold
        return InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.systemBackground), .accessibilityIdentifier("animal-\(animal.name)")]),
            insets: EdgeInsets(horizontal: 16, vertical: 10),
            child: StackComponent(axis: .vertical, spacing: 3) {
                LabelComponent(AttributedText(animal.name), font: .preferred(.headline))
                LabelComponent(AttributedText(animal.species, font: species), color: .secondaryLabel)
                LabelComponent(AttributedText(animal.status), font: status, color: critical ? .destructive : .endangered)
            })
    }
}
