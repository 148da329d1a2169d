/// Returns a leaf's first baseline, in points from its top border edge, given its laid-out width and height.
public typealias BaselineFunction = @Sendable (_ width: Double, _ height: Double) -> Double
