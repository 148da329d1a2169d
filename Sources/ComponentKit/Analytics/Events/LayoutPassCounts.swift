/// What one render pass did to the components of its tree.
public struct LayoutPassCounts: Hashable, Sendable, CustomStringConvertible {
    /// Bodies evaluated: every composite's, and every stateful component's
    /// that was not reused.
    public var componentsBuilt = 0
    /// Components whose layout was computed (not reused).
    public var componentsLaidOut = 0
    /// Stateful components whose previous layout was reused whole, with
    /// everything beneath them.
    public var componentsReused = 0

    /// Zero counts.
    public init() {}

    /// Counts with these values.
    public init(componentsBuilt: Int, componentsLaidOut: Int, componentsReused: Int) {
        self.componentsBuilt = componentsBuilt
        self.componentsLaidOut = componentsLaidOut
        self.componentsReused = componentsReused
    }

    public var description: String {
        "built \(componentsBuilt), laid out \(componentsLaidOut), reused \(componentsReused)"
    }
}
