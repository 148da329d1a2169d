import Foundation

/// A colour named for its role (text, background, separator, tint), which
/// resolves to a concrete ``Color`` for a ``TraitCollection``: UIKit's
/// system colours, with every text colour at WCAG AA contrast (4.5:1) or
/// better on every background of its scheme, in both schemes and both
/// contrasts.
///
/// ```swift
/// SemanticColor.label.resolved(for: TraitCollection(colorScheme: .dark))   // white
/// ```
///
/// Components usually say `Color.label` (ComponentKit), which resolves for
/// the traits of the tree being built.
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    /// Primary text.
    case label
    /// Secondary text: subtitles, captions.
    case secondaryLabel
    /// Tertiary text: hints, timestamps.
    case tertiaryLabel
    /// Placeholder text in empty fields.
    case placeholderText
    /// The main background.
    case systemBackground
    /// Content layered on the main background: cards, fields.
    case secondarySystemBackground
    /// Content layered on secondary backgrounds.
    case tertiarySystemBackground
    /// The background of grouped tables.
    case groupedBackground
    /// Cells and cards on a grouped background.
    case secondaryGroupedBackground
    /// Thin lines between rows.
    case separator
    /// Fills of controls: tracks, chips, pressed backgrounds.
    case fill
    /// The tint of buttons, selection and activity.
    case tint
    /// Links in text.
    case link
    /// Destructive actions: delete, remove.
    case destructive

    /// The colour for `traits` (its colour scheme and contrast).
    public func resolved(for traits: TraitCollection) -> Color {
        resolved(colorScheme: traits.colorScheme, contrast: traits.contrast)
    }

    /// The colour for a scheme and contrast.
    public func resolved(colorScheme: ColorScheme, contrast: AccessibilityContrast = .normal) -> Color {
        let palette = Self.palettes[colorScheme == .dark ? 1 : 0]
        let hex = (contrast == .high ? palette.high[self] : nil) ?? palette.normal[self] ?? 0
        return Color(red8: UInt8(hex >> 16 & 0xFF), green8: UInt8(hex >> 8 & 0xFF), blue8: UInt8(hex & 0xFF))
    }

    /// Whether the colour is for text (and so held to 4.5:1 contrast).
    public var isTextColor: Bool {
        switch self {
        case .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .tint, .link, .destructive: true
        default: false
        }
    }

    /// Whether the colour is a background text is drawn on.
    public var isBackgroundColor: Bool {
        switch self {
        case .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .groupedBackground,
             .secondaryGroupedBackground: true
        default: false
        }
    }

    private struct Palette {
        let normal: [SemanticColor: UInt32]
        let high: [SemanticColor: UInt32]
    }

    // UIKit's system colours, with the secondary and tertiary text made
    // opaque and dark enough for AA contrast (UIKit's translucent greys
    // reach about 3:1) and the tints picked to read on every background.
    private static let palettes = [
        Palette(
            normal: [
                .label: 0x000000, .secondaryLabel: 0x5C5C61, .tertiaryLabel: 0x6C6C70, .placeholderText: 0x6C6C70,
                .systemBackground: 0xFFFFFF, .secondarySystemBackground: 0xF2F2F7, .tertiarySystemBackground: 0xFFFFFF,
                .groupedBackground: 0xF2F2F7, .secondaryGroupedBackground: 0xFFFFFF, .separator: 0xC6C6C8,
                .fill: 0xE3E3E8, .tint: 0x0066CC, .link: 0x0066CC, .destructive: 0xD70015,
            ],
            high: [
                .secondaryLabel: 0x3A3A3C, .tertiaryLabel: 0x48484A, .placeholderText: 0x48484A, .separator: 0x8E8E93,
                .fill: 0xC7C7CC, .tint: 0x004C99, .link: 0x004C99, .destructive: 0xA0000F,
            ]),
        Palette(
            normal: [
                .label: 0xFFFFFF, .secondaryLabel: 0xAEAEB2, .tertiaryLabel: 0x98989D, .placeholderText: 0x98989D,
                .systemBackground: 0x000000, .secondarySystemBackground: 0x1C1C1E, .tertiarySystemBackground: 0x2C2C2E,
                .groupedBackground: 0x000000, .secondaryGroupedBackground: 0x1C1C1E, .separator: 0x38383A,
                .fill: 0x3A3A3C, .tint: 0x409CFF, .link: 0x409CFF, .destructive: 0xFF6961,
            ],
            high: [
                .secondaryLabel: 0xD1D1D6, .tertiaryLabel: 0xBDBDC2, .placeholderText: 0xBDBDC2, .separator: 0x6C6C70,
                .fill: 0x545456, .tint: 0x6CB4FF, .link: 0x6CB4FF, .destructive: 0xFF8A84,
            ]),
    ]
}

extension Color {
    /// The WCAG 2 relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2 contrast ratio with `other`, 1 to 21 (opaque colours).
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }
}
