import Foundation
import ViewTree

/// A component shown with sample data in a set of ``PreviewVariant``s (light
/// and dark, text sizes, directions, widths), declared next to the component
/// and gathered by a ``PreviewRegistry`` the app owns: a gallery shows it, and
/// `assertPreviewSnapshots` records a reference image of every variant.
///
/// The initializers taking lists of widths, schemes, text sizes and
/// directions declare every combination of them (for each sample, when
/// there are samples). The component is made inside the render pass, for the
/// variant's traits: semantic colours and preferred fonts written in the
/// closure resolve for the variant, not for where the preview was declared.
///
/// ```swift
/// extension PhotoCard {
///     static let preview = Preview("Photo card", group: "Photos", widths: [320, 390],
///                                  colorSchemes: [.light, .dark]) { variant in
///         PhotoCard(photo: .sample)
///     }
///
///     static let statusPreview = Preview("Status badge", samples: ["Online": Status.online, "Away": .away],
///                                        textSizes: [.large, .accessibilityMedium]) { status in
///         StatusBadge(status: status)
///     }
/// }
/// ```
///
/// Nothing is checked here: a registry checks the name, the widths and
/// the samples when the preview is registered (``PreviewRegistry/register(_:)``).
public struct Preview: Sendable, Identifiable {
    /// What people call it; unique in a registry.
    public let name: String
    /// Where a gallery files it ("Feed", "Settings"), or nil.
    public let group: String?
    /// The ways it is shown, in declaration order.
    public let variants: [PreviewVariant]
    /// The names of its samples, in declaration order; empty when the
    /// component takes no sample data.
    public let sampleNames: [String]
    /// Makes the component for a sample's index (0 when there are no samples) and a variant.
    private let content: @Sendable (Int, PreviewVariant) -> any Component
    /// Whether it was declared with samples (even an empty list of them).
    private let usesSamples: Bool

    /// A preview of the component `content` makes for each variant, in every
    /// combination of `widths`, `colorSchemes`, `textSizes` and `directions`
    /// (widths outermost, directions innermost).
    public init<Content: Component>(
        _ name: String, group: String? = nil, widths: [CGFloat] = [390], colorSchemes: [ColorScheme] = [.light, .dark],
        textSizes: [ContentSizeCategory] = [.large], directions: [UserInterfaceLayoutDirection] = [.leftToRight],
        content: @escaping @Sendable (PreviewVariant) -> Content
    ) {
        let variants = Self.combinations(samples: [nil], widths: widths, colorSchemes: colorSchemes, textSizes: textSizes,
                                         directions: directions)
        self.init(name, group: group, variants: variants, content: content)
    }

    /// A preview of the component `content` makes for each variant listed.
    public init<Content: Component>(
        _ name: String, group: String? = nil, variants: [PreviewVariant], content: @escaping @Sendable (PreviewVariant) -> Content
    ) {
        self.name = name
        self.group = group
        self.variants = variants
        sampleNames = []
        usesSamples = false
        self.content = { _, variant in content(variant) }
    }

    /// A preview of the component `content` makes from each sample, in every
    /// combination of the samples, `widths`, `colorSchemes`, `textSizes` and
    /// `directions` (samples outermost, directions innermost); each variant
    /// names its sample.
    public init<Sample: Sendable, Content: Component>(
        _ name: String, group: String? = nil, samples: KeyValuePairs<String, Sample>, widths: [CGFloat] = [390],
        colorSchemes: [ColorScheme] = [.light, .dark], textSizes: [ContentSizeCategory] = [.large],
        directions: [UserInterfaceLayoutDirection] = [.leftToRight], content: @escaping @Sendable (Sample) -> Content
    ) {
        let variants = Self.combinations(samples: samples.map(\.key), widths: widths, colorSchemes: colorSchemes,
                                         textSizes: textSizes, directions: directions)
        self.init(name, group: group, samples: samples, variants: variants, content: content)
    }

    /// A preview of the component `content` makes from each sample, in the
    /// variants listed; a variant with no sample shows the first.
    public init<Sample: Sendable, Content: Component>(
        _ name: String, group: String? = nil, samples: KeyValuePairs<String, Sample>, variants: [PreviewVariant],
        content: @escaping @Sendable (Sample) -> Content
    ) {
        self.name = name
        self.group = group
        self.variants = variants
        sampleNames = samples.map(\.key)
        usesSamples = true
        let values = samples.map(\.value)
        self.content = { index, _ in content(values[index]) }
    }

    /// The stable, URL-safe identifier: the slug of ``name`` (`"Photo card"`
    /// is `photo-card`; accents dropped, other characters runs of `-`).
    public var id: String { PreviewSlug.make(name) }

    /// The variant whose ``PreviewVariant/id`` is `id`, or nil.
    public func variant(id: String) -> PreviewVariant? {
        variants.first { $0.id == id }
    }

    /// What the variant is laid out in: its width exactly, any height.
    public func sizeRange(for variant: PreviewVariant) -> SizeRange {
        .flexibleHeight(width: variant.width)
    }

    /// The component for `variant`, made when it is laid out (so it reads
    /// the variant's traits from the component context, as a `body` does).
    ///
    /// - Throws: ``PreviewError/unknownSample(preview:sample:)`` when the
    ///   variant names a sample this preview does not have;
    ///   ``PreviewError/noSamples(preview:)`` when the preview was declared
    ///   with an empty list of samples.
    public func component(for variant: PreviewVariant) throws(PreviewError) -> AnyComponent {
        let index = try sampleIndex(for: variant)
        return AnyComponent(PreviewContent(content: content, sampleIndex: index, variant: variant))
    }

    /// The index of the variant's sample in ``sampleNames`` (0 with no samples).
    func sampleIndex(for variant: PreviewVariant) throws(PreviewError) -> Int {
        if usesSamples, sampleNames.isEmpty { throw .noSamples(preview: name) }
        guard let wanted = variant.sample else { return 0 }
        guard let index = sampleNames.firstIndex(of: wanted) else { throw .unknownSample(preview: name, sample: wanted) }
        return index
    }

    static func combinations(
        samples: [String?], widths: [CGFloat], colorSchemes: [ColorScheme], textSizes: [ContentSizeCategory],
        directions: [UserInterfaceLayoutDirection]
    ) -> [PreviewVariant] {
        var variants: [PreviewVariant] = []
        for sample in samples {
            for width in widths {
                for scheme in colorSchemes {
                    for textSize in textSizes {
                        for direction in directions {
                            variants.append(PreviewVariant(colorScheme: scheme, textSize: textSize, layoutDirection: direction,
                                                           width: width, sample: sample))
                        }
                    }
                }
            }
        }
        return variants
    }
}

/// Makes a preview's component in its body, so it is built inside the
/// render pass with the variant's traits current.
struct PreviewContent: CompositeComponent {
    let content: @Sendable (Int, PreviewVariant) -> any Component
    let sampleIndex: Int
    let variant: PreviewVariant

    var body: AnyComponent { AnyComponent(content(sampleIndex, variant)) }
}
