import ComponentKit

extension Readme {
    // sample: readme-search-bar
    struct SearchBar: StatefulComponent, Equatable {
        func initialState() -> String { "" }
        func body(state query: String, scope: Scope<String>) -> some Component {
            TextFieldComponent(
                text: query,
                options: TextInputOptions(placeholder: "Search photos", returnKeyType: .search,
                                          autocapitalization: .none),
                actions: TextInputActions(
                    onChange: Action(identity: "query") { text in scope.updateState { $0 = text } },
                    onSubmit: Action(identity: "search") { text in print("search for", text) }))
        }
    }
    // end-sample
}
