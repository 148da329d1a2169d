/// Something that puts debug outlines on views it manages (a component
/// mounter): asked to put them on again when its window's debug mode turns
/// on, or when one of its views joins a window that shows outlines.
@MainActor
public protocol DebugOutlineProviding: AnyObject {
    /// Sets ``View/debugOutlines`` on `view` and the views beneath it that
    /// this provider manages, for what they show now.
    func refreshDebugOutlines(in view: View)
}
