import ComponentKit
import Foundation

/// The search field above the photo list: sends the query as it is typed.
struct PhotoSearchField: CompositeComponent {
    let search: Action<String>

    var body: some Component {
        InsetComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.systemBackground)]),
            insets: EdgeInsets(horizontal: 12, vertical: 8),
            child: TextFieldComponent(
                options: TextInputOptions(
                    placeholder: "Search photos", font: .preferred(.body), returnKeyType: .search, autocapitalization: .none,
                    autocorrection: false, accessibilityIdentifier: "photos.search",
                    backgroundColor: .secondarySystemBackground, cornerRadius: 10),
                actions: TextInputActions(onChange: search),
                key: "photos.search"))
    }
}
