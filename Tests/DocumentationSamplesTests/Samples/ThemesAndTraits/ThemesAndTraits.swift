// sample: themes-imports
import ComponentKit
import ComponentKitLists
import Foundation
// end-sample

/// The samples of "Themes and traits", nested so their names do not meet other articles'.
enum ThemesAndTraits {
    // sample: themes-key
    struct Theme: Equatable, Sendable {
        var accent: Color
        var cornerRadius: CGFloat

        static let standard = Theme(accent: Color(red8: 0, green8: 102, blue8: 204), cornerRadius: 8)
        static let holiday = Theme(accent: Color(red8: 178, green8: 34, blue8: 34), cornerRadius: 16)
    }

    enum ThemeKey: ComponentContextKey {
        static let defaultValue = Theme.standard
    }

    // end-sample
}

// The accessor is an extension, so it sits outside the samples' namespace: these
// names let it read as it does in an app, where the key and the theme are top-level.
typealias Theme = ThemesAndTraits.Theme
typealias ThemeKey = ThemesAndTraits.ThemeKey

// sample: themes-accessor
extension ComponentContext {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
// end-sample

extension ThemesAndTraits {
    // sample: themes-read
    struct Badge: CompositeComponent {
        let text: String

        var body: some Component {
            let theme = ComponentContext.current.theme
            return InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(theme.accent), .cornerRadius(theme.cornerRadius)]),
                insets: EdgeInsets(horizontal: 10, vertical: 4)
            ) {
                LabelComponent(text, font: .preferred(.caption), color: .white)
            }
        }
    }
    // end-sample

    static func providers() -> any Component {
        // sample: themes-provide
        let screen = StackComponent(axis: .vertical, spacing: 8) {
            Badge(text: "Standard")
            ComponentContextProvider(\.theme, .holiday) {
                StackComponent(axis: .vertical, spacing: 8) {
                    Badge(text: "Holiday")
                    Badge(text: "Also holiday")
                }
            }
            Badge(text: "Standard again")
        }
        // end-sample
        return screen
    }

    static func modifier() -> any Component {
        // sample: themes-modifier
        let festive = Badge(text: "Sale").componentContext(\.theme, .holiday)
        // end-sample
        return festive
    }

    // sample: themes-semantic
    struct AnimalRow: CompositeComponent {
        let name: String
        let species: String

        var body: some Component {
            InsetComponent(
                view: ViewConfiguration(View.self, [.backgroundColor(.secondaryGroupedBackground)]),
                insets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 12)
            ) {
                StackComponent(axis: .horizontal, spacing: 12, alignItems: .center) {
                    StackComponent(axis: .vertical, spacing: 2) {
                        LabelComponent(name, font: .preferred(.headline))
                        LabelComponent(species, font: .preferred(.subheadline), color: .secondaryLabel)
                    }
                    .flexItem { $0.flexGrow = 1; $0.flexShrink = 1 }
                    LabelComponent("Adopt", font: .preferred(.body), color: .accent)
                }
            }
        }
    }
    // end-sample

    // sample: themes-stack-for-large-text
    struct Stat: CompositeComponent {
        let title: String
        let value: String

        var body: some Component {
            let category = ComponentContext.current.contentSizeCategory
            // At the accessibility sizes, side by side no longer fits: stack.
            return StackComponent(axis: category.isAccessibilityCategory ? .vertical : .horizontal, spacing: 8) {
                LabelComponent(title, font: .preferred(.body), color: .secondaryLabel)
                LabelComponent(value, font: .preferred(.headline))
            }
        }
    }
    // end-sample

    @MainActor
    static func window() -> Window {
        // sample: themes-window
        let window = Window(size: CGSize(width: 390, height: 844))
        var traits = TraitCollection()
        traits.colorScheme = .dark
        traits.contentSizeCategory = .extraExtraLarge
        window.traitCollection = traits   // hosting views and lists in it render again
        // end-sample
        return window
    }

    static func rightToLeft() -> any Component {
        // sample: themes-rtl-subtree
        let hebrewCard = AnimalRow(name: "אריה", species: "Panthera leo")
            .componentContext(\.layoutDirection, .rightToLeft)
        // end-sample
        return hebrewCard
    }

    static func explicitContext() -> LayoutContext {
        // sample: themes-layout-context
        var context = LayoutContext()
        context.componentContext.traits = TraitCollection(colorScheme: .dark, layoutDirection: .rightToLeft)
        context.componentContext.theme = .holiday
        let configuration = DataSourceConfiguration(
            provider: ComponentProvider<String, Void> { name, _ in AnimalRow(name: name, species: "") },
            context: (), sizeRange: .flexibleHeight(width: 390), layoutContext: context)
        // end-sample
        return configuration.layoutContext
    }
}
