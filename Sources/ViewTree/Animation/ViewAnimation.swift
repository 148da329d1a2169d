/// An animated change of one view property, recorded so a backend can play it.
///
/// The view already holds the final value when the animation is recorded:
/// a backend that cannot animate (the raster backend) shows the final state;
/// the browser backend plays from ``from`` to ``to``.
public struct ViewAnimation: Hashable, Sendable {
    /// The value the animation starts from.
    public var from: ViewProperty
    /// The value it ends at (the view's value).
    public var to: ViewProperty
    /// How it runs.
    public var timing: AnimationTiming
    /// Whether the view is hidden when the animation ends (an unmount).
    public var hidesWhenFinished: Bool

    /// An animation between two values of the same property.
    public init(from: ViewProperty, to: ViewProperty, timing: AnimationTiming, hidesWhenFinished: Bool = false) {
        self.from = from
        self.to = to
        self.timing = timing
        self.hidesWhenFinished = hidesWhenFinished
    }

    /// The animated property's key.
    public var key: String { to.key }
}
