import Foundation

/// The previews an app declares, in order: what a gallery lists and what
/// `assertPreviewSnapshots` records, owned by the app (a value: make it
/// once, hand it to both).
///
/// Registering checks each preview: a name that is unique (and whose
/// identifier is), at least one variant, widths that are finite and within
/// ``PreviewVariant/widthLimits``, variant identifiers unique within the
/// preview, and samples that exist. A refused preview throws a
/// ``PreviewError`` naming it, and the registry is left as it was.
///
/// ```swift
/// let registry = try PreviewRegistry {
///     Preview("Photo card", group: "Photos", widths: [320, 390]) { _ in PhotoCard(photo: .sample) }
///     Preview("Animal row", group: "Animals", samples: ["Vaquita": Animal.vaquita]) { AnimalRow(animal: $0) }
/// }
/// registry.preview(id: "photo-card")?.variants.count   // 4: two widths, light and dark
/// registry.search("animal").map(\.name)                // ["Animal row"]
/// ```
public struct PreviewRegistry: Sendable {
    /// The registered previews, in the order they were registered.
    public private(set) var previews: [Preview] = []
    /// Index in ``previews`` by ``Preview/id``.
    private var indexByID: [String: Int] = [:]

    /// An empty registry.
    public init() {}

    /// A registry of `previews`, in order.
    ///
    /// - Throws: ``PreviewError`` for the first preview refused (see ``register(_:)``).
    public init(_ previews: [Preview]) throws(PreviewError) {
        try register(contentsOf: previews)
    }

    /// A registry of the previews the builder lists, in order.
    ///
    /// - Throws: ``PreviewError`` for the first preview refused (see ``register(_:)``).
    public init(@PreviewRegistryBuilder _ previews: () -> [Preview]) throws(PreviewError) {
        try register(contentsOf: previews())
    }

    /// Adds `preview` after the others.
    ///
    /// - Throws: ``PreviewError`` naming the preview: an invalid or taken
    ///   name or identifier, no variants, a width that is not finite or not
    ///   in ``PreviewVariant/widthLimits``, a variant listed twice, or
    ///   samples missing, repeated or unknown.
    public mutating func register(_ preview: Preview) throws(PreviewError) {
        let id = preview.id
        guard !id.isEmpty else { throw .invalidName(preview.name) }
        if let existing = indexByID[id] {
            let other = previews[existing].name
            throw other == preview.name
                ? .duplicateName(preview.name) : .duplicateIdentifier(preview: preview.name, identifier: id, existing: other)
        }
        try Self.check(preview)
        indexByID[id] = previews.count
        previews.append(preview)
    }

    /// Adds `previews` after the others, in order; stops at the first refused
    /// (those before it stay registered).
    ///
    /// - Throws: ``PreviewError`` for the preview refused (see ``register(_:)``).
    public mutating func register(contentsOf previews: [Preview]) throws(PreviewError) {
        for preview in previews { try register(preview) }
    }

    /// The preview whose ``Preview/id`` is `id` (the slug of its name), or nil.
    public func preview(id: String) -> Preview? {
        indexByID[id].map { previews[$0] }
    }

    /// The preview with identifier `previewID` and its variant with
    /// identifier `variantID`, or nil when either is unknown.
    public func variant(previewID: String, variantID: String) -> (preview: Preview, variant: PreviewVariant)? {
        guard let preview = preview(id: previewID), let variant = preview.variant(id: variantID) else { return nil }
        return (preview, variant)
    }

    /// The previews whose name or group contains `text`, ignoring case and
    /// accents, in registry order; every preview when `text` is blank.
    public func search(_ text: String) -> [Preview] {
        let wanted = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !wanted.isEmpty else { return previews }
        func matches(_ field: String?) -> Bool {
            field?.range(of: wanted, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
        return previews.filter { matches($0.name) || matches($0.group) }
    }

    /// The groups previews are filed in, each once, in the order they first appear.
    public var groups: [String] {
        var seen = Set<String>()
        return previews.compactMap(\.group).filter { seen.insert($0).inserted }
    }

    /// How many variants all the previews have together: how many reference
    /// images `assertPreviewSnapshots` keeps for this registry.
    public var variantCount: Int {
        previews.reduce(0) { $0 + $1.variants.count }
    }

    private static func check(_ preview: Preview) throws(PreviewError) {
        guard !preview.variants.isEmpty else { throw .noVariants(preview: preview.name) }
        var sampleIDs = Set<String>()
        for sample in preview.sampleNames where !sampleIDs.insert(PreviewSlug.make(sample)).inserted {
            throw .duplicateSample(preview: preview.name, sample: sample)
        }
        var variantIDs = Set<String>()
        for variant in preview.variants {
            guard variant.hasValidWidth else { throw .invalidWidth(preview: preview.name, width: variant.width) }
            _ = try preview.sampleIndex(for: variant)
            guard variantIDs.insert(variant.id).inserted else {
                throw .duplicateVariant(preview: preview.name, variant: variant.id)
            }
        }
    }
}
