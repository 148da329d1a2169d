/// How different an image may be from its reference and still match.
///
/// A pixel differs when one of its channels differs by more than
/// ``channelTolerance``; the image matches while the fraction of differing
/// pixels is at most ``maximumDifferingFraction``.
///
/// ```swift
/// assertSnapshot(of: cell, as: .image(sizeRange: .flexibleHeight(width: 390), tolerance: .init(channelTolerance: 2)))
/// ```
public struct SnapshotTolerance: Hashable, Sendable {
    /// Largest per-channel difference (0–255) that still counts as equal.
    public var channelTolerance: Int
    /// Largest fraction (0–1) of differing pixels that still matches.
    public var maximumDifferingFraction: Double

    /// A tolerance; values are clamped to their ranges.
    public init(channelTolerance: Int = 0, maximumDifferingFraction: Double = 0) {
        self.channelTolerance = min(255, max(0, channelTolerance))
        self.maximumDifferingFraction = maximumDifferingFraction.isNaN ? 0 : min(1, max(0, maximumDifferingFraction))
    }

    /// Every byte must match.
    public static let exact = SnapshotTolerance()
    /// Antialiasing noise: channels within 2, no differing pixels.
    public static let `default` = SnapshotTolerance(channelTolerance: 2)
}
