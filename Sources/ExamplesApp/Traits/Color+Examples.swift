import ComponentKit
import ViewTree

extension Color {
    /// The Animals screen's "Endangered" orange for the traits of the
    /// component being built: no system colour names it. Each reads at 4.5:1
    /// or better on its scheme's backgrounds.
    static var endangered: Color {
        switch (ComponentContext.current.colorScheme, ComponentContext.current.contrast) {
        case (.light, .normal): Color(red: 0.66, green: 0.33, blue: 0)
        case (.light, .high): Color(red: 0.55, green: 0.26, blue: 0)
        case (.dark, .normal): Color(red8: 0xFF, green8: 0xB3, blue8: 0x40)
        case (.dark, .high): Color(red8: 0xFF, green8: 0xC8, blue8: 0x75)
        }
    }
}
