/// A child controller that holds costly resources (decoded pictures) only
/// while its element is in the container's working range: the visible rect
/// plus ViewTree's `ListView.workingRange` on both sides, ComponentKit's
/// working-range idea.
///
/// A container calls ``didEnterWorkingRange()`` when it binds the
/// controller to an element's cell (after updating it with the element)
/// and ``didLeaveWorkingRange()`` when the cell scrolls out of range and
/// the controller goes to the reuse pool, so pooled controllers hold
/// nothing and resources are bounded by what is near the screen.
///
/// ```swift
/// final class PhotoController: ViewController, ConfigurableComponent, WorkingRangeResponding {
///     func didEnterWorkingRange() { decodeIfNeeded() }
///     func didLeaveWorkingRange() { imageView.image = nil }
/// }
/// ```
@MainActor
public protocol WorkingRangeResponding: AnyObject {
    /// The element is near the screen: make what it shows.
    func didEnterWorkingRange()
    /// The element is out of range: release what can be made again.
    func didLeaveWorkingRange()
}
