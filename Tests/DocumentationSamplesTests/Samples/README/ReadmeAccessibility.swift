import ComponentKit

extension Readme {
    /// The README's accessibility block: one element with a hint and a key for an action.
    static func accessibleRow(favourite: Action<Void>) -> ViewConfiguration {
        // sample: readme-accessibility
        ViewConfiguration(View.self, [
            .isAccessibilityElement(true),            // one element: "Lion, Panthera leo, Endangered"
            .accessibilityHint("Opens the species page"),
            .accessibilityActions([AccessibilityAction("Favourite", shortcut: KeyShortcut("f"), action: favourite)]),
        ])
        // end-sample
    }
}
