import ComponentKit

/// One variant of one preview whose snapshot failed: what
/// `verifyPreviewSnapshots(_:)`
/// returns for each, and what
/// `assertPreviewSnapshots(_:)`
/// records an issue for.
public struct PreviewSnapshotFailure: Hashable, Sendable, CustomStringConvertible {
    /// The preview's name, "Photo card".
    public let previewName: String
    /// The preview's identifier, `photo-card`.
    public let previewID: String
    /// The variant's identifier, `dark-rtl-320-large`.
    public let variantID: String
    /// The variant's title, "Dark, right to left, 320 pt, default text".
    public let variantTitle: String
    /// Why it failed: swift-snapshot-testing's message (a missing reference,
    /// the pixels that differ), or the preview's error.
    public let message: String

    /// A failure of the variant `variantID` of the preview `previewName`.
    public init(previewName: String, previewID: String, variantID: String, variantTitle: String, message: String) {
        self.previewName = previewName
        self.previewID = previewID
        self.variantID = variantID
        self.variantTitle = variantTitle
        self.message = message
    }

    /// The reference's name: `<preview-id>.<variant-id>`.
    public var snapshotName: String { "\(previewID).\(variantID)" }

    public var description: String {
        "Preview “\(previewName)”, variant “\(variantTitle)” (\(snapshotName)): \(message)"
    }
}
