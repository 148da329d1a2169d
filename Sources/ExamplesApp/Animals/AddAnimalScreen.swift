import ComponentKit
import Foundation
import ViewTree

/// The Animals screen's Add form, pushed over the table; a valid animal is
/// handed to `onAdd` and the screen goes back.
@MainActor
public final class AddAnimalScreen: NavigationScreen {
    public let navigationItem = NavigationItem(title: "Add animal", path: "/animals/new")
    public var view: View { host }
    private let host: HostingView<Int, Action<Animal>>

    init(environment: ExamplesEnvironment, onAdd: @escaping @MainActor (Animal) -> Void) {
        host = HostingView(
            provider: ComponentProvider { _, onAdd in AddAnimalForm(onAdd: onAdd) },
            sizeRangeProvider: .flexibleHeight, context: .noop, layoutContext: environment.layoutContext)
        host.semanticBackgroundColor = .systemBackground
        host.update(context: Action(identity: "add-animal") { animal in onAdd(animal) })
        host.update(model: 0)
    }
}
