import Foundation

/// Why a ``PreviewRegistry`` refused a ``Preview``, or a preview could not
/// make a variant's component; every case names the preview.
///
/// ```swift
/// do {
///     try registry.register(Preview("Photo card", widths: [0]) { _ in PhotoCard(photo: .sample) })
/// } catch {
///     print(error)   // the preview “Photo card” has a width of 0 points: widths must be finite, 1...4096
/// }
/// ```
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name has no letter or digit to make an identifier from (it is empty, say).
    case invalidName(String)
    /// A preview with this name is already in the registry.
    case duplicateName(String)
    /// The name's identifier is another registered preview's (`"Photo card"`
    /// and `"photo-card"` are both `photo-card`).
    case duplicateIdentifier(preview: String, identifier: String, existing: String)
    /// The preview declares no variant (an empty list of widths, schemes,
    /// text sizes or directions makes none).
    case noVariants(preview: String)
    /// A variant's width is not finite or outside ``PreviewVariant/widthLimits``.
    case invalidWidth(preview: String, width: CGFloat)
    /// Two variants have the same identifier (the same width listed twice, say).
    case duplicateVariant(preview: String, variant: String)
    /// The preview was declared with samples, but the list is empty.
    case noSamples(preview: String)
    /// Two samples have the same name, or names with the same identifier.
    case duplicateSample(preview: String, sample: String)
    /// A variant names a sample the preview does not have.
    case unknownSample(preview: String, sample: String)

    /// The name of the preview the error is about.
    public var preview: String {
        switch self {
        case .invalidName(let name), .duplicateName(let name): name
        case .duplicateIdentifier(let preview, _, _), .noVariants(let preview), .invalidWidth(let preview, _),
             .duplicateVariant(let preview, _), .noSamples(let preview), .duplicateSample(let preview, _),
             .unknownSample(let preview, _):
            preview
        }
    }

    public var description: String {
        switch self {
        case .invalidName(let name):
            "the preview name “\(name)” has no letter or digit to make an identifier from"
        case .duplicateName(let name):
            "a preview named “\(name)” is already registered"
        case .duplicateIdentifier(let preview, let identifier, let existing):
            "the preview “\(preview)” has the identifier “\(identifier)” of the registered preview “\(existing)”"
        case .noVariants(let preview):
            "the preview “\(preview)” has no variants: give it at least one width, colour scheme, text size and direction"
        case .invalidWidth(let preview, let width):
            "the preview “\(preview)” has a width of \(width) points: widths must be finite, "
                + "\(Int(PreviewVariant.widthLimits.lowerBound))...\(Int(PreviewVariant.widthLimits.upperBound))"
        case .duplicateVariant(let preview, let variant):
            "the preview “\(preview)” has the variant “\(variant)” twice"
        case .noSamples(let preview):
            "the preview “\(preview)” was declared with samples, but the list is empty"
        case .duplicateSample(let preview, let sample):
            "the preview “\(preview)” has two samples named “\(sample)” (or with the same identifier)"
        case .unknownSample(let preview, let sample):
            "the preview “\(preview)” has no sample named “\(sample)”"
        }
    }
}
