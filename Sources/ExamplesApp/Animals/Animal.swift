import Foundation
/// An endangered species, with its IUCN Red List category.
public struct Animal: Hashable, Sendable {
    /// The species' common name.
    public var name: String
    /// Its scientific name.
    public var species: String
    /// "Critically endangered", "Endangered" or "Vulnerable".
    public var status: String

    /// The classes the Animals screen groups species into, with their species.
    public static let catalogue: [(group: String, animals: [Animal])] = [
        ("Mammals", [
            Animal(name: "Amur leopard", species: "Panthera pardus orientalis", status: "Critically endangered"),
            Animal(name: "Javan rhinoceros", species: "Rhinoceros sondaicus", status: "Critically endangered"),
            Animal(name: "Vaquita", species: "Phocoena sinus", status: "Critically endangered"),
            Animal(name: "Sumatran orangutan", species: "Pongo abelii", status: "Critically endangered"),
            Animal(name: "Mountain gorilla", species: "Gorilla beringei beringei", status: "Endangered"),
            Animal(name: "Red panda", species: "Ailurus fulgens", status: "Endangered"),
            Animal(name: "Snow leopard", species: "Panthera uncia", status: "Vulnerable"),
        ]),
        ("Birds", [
            Animal(name: "Kākāpō", species: "Strigops habroptila", status: "Critically endangered"),
            Animal(name: "Philippine eagle", species: "Pithecophaga jefferyi", status: "Critically endangered"),
            Animal(name: "California condor", species: "Gymnogyps californianus", status: "Critically endangered"),
            Animal(name: "Spoon-billed sandpiper", species: "Calidris pygmaea", status: "Critically endangered"),
            Animal(name: "Whooping crane", species: "Grus americana", status: "Endangered"),
        ]),
        ("Reptiles", [
            Animal(name: "Hawksbill turtle", species: "Eretmochelys imbricata", status: "Critically endangered"),
            Animal(name: "Gharial", species: "Gavialis gangeticus", status: "Critically endangered"),
            Animal(name: "Radiated tortoise", species: "Astrochelys radiata", status: "Critically endangered"),
            Animal(name: "Komodo dragon", species: "Varanus komodoensis", status: "Endangered"),
        ]),
        ("Amphibians", [
            Animal(name: "Axolotl", species: "Ambystoma mexicanum", status: "Critically endangered"),
            Animal(name: "Chinese giant salamander", species: "Andrias davidianus", status: "Critically endangered"),
            Animal(name: "Panamanian golden frog", species: "Atelopus zeteki", status: "Critically endangered"),
        ]),
        ("Fish", [
            Animal(name: "Great hammerhead", species: "Sphyrna mokarran", status: "Critically endangered"),
            Animal(name: "Beluga sturgeon", species: "Huso huso", status: "Critically endangered"),
            Animal(name: "Whale shark", species: "Rhincodon typus", status: "Endangered"),
        ]),
    ]
}
