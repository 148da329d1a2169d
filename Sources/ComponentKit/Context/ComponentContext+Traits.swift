import Foundation
import ViewTree

// Each trait is its own key, so a component that reads only the colour
// scheme is not rendered again when the text size changes.
enum ColorSchemeKey: ComponentContextKey { static let defaultValue = ColorScheme.light }
enum ContrastKey: ComponentContextKey { static let defaultValue = AccessibilityContrast.normal }
enum ContentSizeCategoryKey: ComponentContextKey { static let defaultValue = ContentSizeCategory.large }
enum LayoutDirectionKey: ComponentContextKey { static let defaultValue = UserInterfaceLayoutDirection.leftToRight }
enum DisplayScaleKey: ComponentContextKey { static let defaultValue: CGFloat = 2 }
enum ReducesMotionKey: ComponentContextKey { static let defaultValue = false }
enum ReducesTransparencyKey: ComponentContextKey { static let defaultValue = false }

extension ComponentContext {
    /// All the traits of the tree: set by the host (hosting view, data
    /// source, browser session) from its window. Reading this depends on
    /// every trait; read one trait to depend on that one only.
    public var traits: TraitCollection {
        get {
            TraitCollection(
                colorScheme: colorScheme, contrast: contrast, contentSizeCategory: contentSizeCategory,
                layoutDirection: layoutDirection, displayScale: displayScale, reducesMotion: reducesMotion,
                reducesTransparency: reducesTransparency)
        }
        set {
            // Unchanged traits keep their entries, so what read them is reused.
            var unlogged = self
            unlogged.log = nil
            let old = unlogged.traits
            if newValue.colorScheme != old.colorScheme { colorScheme = newValue.colorScheme }
            if newValue.contrast != old.contrast { contrast = newValue.contrast }
            if newValue.contentSizeCategory != old.contentSizeCategory { contentSizeCategory = newValue.contentSizeCategory }
            if newValue.layoutDirection != old.layoutDirection { layoutDirection = newValue.layoutDirection }
            if newValue.displayScale != old.displayScale { displayScale = newValue.displayScale }
            if newValue.reducesMotion != old.reducesMotion { reducesMotion = newValue.reducesMotion }
            if newValue.reducesTransparency != old.reducesTransparency { reducesTransparency = newValue.reducesTransparency }
        }
    }

    /// Light or dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Normal or high contrast.
    public var contrast: AccessibilityContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }

    /// The user's text size.
    public var contentSizeCategory: ContentSizeCategory {
        get { self[ContentSizeCategoryKey.self] }
        set { self[ContentSizeCategoryKey.self] = newValue }
    }

    /// Which way rows and text run: flexbox rows, leading/trailing insets
    /// and natural text alignment follow it.
    public var layoutDirection: UserInterfaceLayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the display.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue.isFinite ? Swift.min(8, Swift.max(0.5, newValue)) : 2 }
    }

    /// Whether the user asked for less motion.
    public var reducesMotion: Bool {
        get { self[ReducesMotionKey.self] }
        set { self[ReducesMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency.
    public var reducesTransparency: Bool {
        get { self[ReducesTransparencyKey.self] }
        set { self[ReducesTransparencyKey.self] = newValue }
    }
}
