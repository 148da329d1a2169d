import ComponentKit
import Foundation

extension AnimalRow {
    /// The catalogue's first critically endangered species (its status in
    /// the destructive colour) and its first vulnerable one, light and dark,
    /// in both directions; none if the catalogue lacks either (the examples'
    /// preview test counts the variants).
    static var previews: [Preview] {
        let animals = Animal.catalogue.flatMap(\.animals)
        guard let critical = animals.first(where: { $0.status == "Critically endangered" }),
              let vulnerable = animals.first(where: { $0.status == "Vulnerable" })
        else { return [] }
        return [
            Preview("Animal row", group: "Animals", samples: [critical.name: critical, vulnerable.name: vulnerable],
                    directions: [.leftToRight, .rightToLeft]) { animal in
                AnimalRow(animal: animal)
            },
        ]
    }
}
