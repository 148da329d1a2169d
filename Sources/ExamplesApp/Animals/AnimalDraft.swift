import Foundation

/// What the Add form holds while a person fills it in, and what is wrong with it.
public struct AnimalDraft: Hashable, Sendable, Codable {
    /// The common name typed so far.
    public var name = ""
    /// The scientific name typed so far.
    public var species = ""
    /// The status chosen, if any.
    public var status: String?
    /// Whether Add was pressed: errors show from then on.
    public var submitted = false
    /// How many times Add was pressed: each failed Add moves focus to the first wrong field once.
    public var attempts = 0
    /// The text field that was first wrong when Add was last pressed
    /// ("name" or "species"), which focus went to. Fixed when Add is
    /// pressed, so fixing that field does not send focus on to the next
    /// wrong one while a person types.
    public var wrongFieldAtSubmit: String?

    /// The first wrong text field now: "name", "species", or nil.
    public var firstWrongField: String? {
        nameError != nil ? "name" : speciesError != nil ? "species" : nil
    }

    /// A draft; every field starts empty.
    public init(name: String = "", species: String = "", status: String? = nil) {
        self.name = name
        self.species = species
        self.status = status
    }

    /// The statuses a species can be given.
    public static let statuses = ["Critically endangered", "Endangered", "Vulnerable"]

    /// Why the name cannot be used, if it cannot.
    public var nameError: String? {
        name.trimmingCharacters(in: .whitespaces).isEmpty ? "Enter the species' common name" : nil
    }

    /// Why the scientific name cannot be used: it needs a genus and a species.
    public var speciesError: String? {
        let words = species.split(separator: " ")
        guard words.count >= 2 else { return "Enter a genus and a species, such as “Panthera uncia”" }
        guard let genus = words.first?.first, genus.isUppercase else { return "The genus starts with a capital letter" }
        return nil
    }

    /// Why the status cannot be used, if none is chosen.
    public var statusError: String? { status == nil ? "Choose a status" : nil }

    /// The animal, when nothing is wrong.
    public var animal: Animal? {
        guard nameError == nil, speciesError == nil, statusError == nil, let status else { return nil }
        return Animal(name: name.trimmingCharacters(in: .whitespaces),
                      species: species.split(separator: " ").joined(separator: " "), status: status)
    }
}
