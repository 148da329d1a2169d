import Foundation
import ViewTree

/// Keeps a ``ScrollComponent``'s scroll offset for its scope while the
/// views under it are reused: the offset follows the component, not the view.
///
/// While mounted, the controller is its scroll view's
/// ``/ViewTree/ScrollView/scrollDelegate`` and writes the offset down as it
/// changes; a scope that takes over a view another scope scrolled puts its
/// own offset back (its start the first time: the left end, or the right
/// end in a right-to-left tree, for a sideways rail).
public final class ScrollComponentController: ComponentController<ScrollComponent>, ScrollViewDelegate {
    /// The offset this scope's content was last seen at; nil before it
    /// was first shown.
    public private(set) var contentOffset: CGPoint?

    override public func didAcquireView(_ view: View) {
        guard let scrollView = view as? ScrollView else { return }
        // The view's last owner wrote its offset down as it scrolled: it must not hear this scope's put back.
        scrollView.scrollDelegate = nil
        scrollView.contentOffset = contentOffset ?? .zero
        scrollView.scrollDelegate = self
    }

    override public func willRelinquishView(_ view: View) {
        guard let scrollView = view as? ScrollView, scrollView.scrollDelegate === self else { return }
        contentOffset = scrollView.contentOffset
        scrollView.scrollDelegate = nil
    }

    override public func didMount() { settle() }

    override public func didRemount() { settle() }

    /// Once the content size is in place: the first offset, or the kept
    /// one clamped to content that may have shrunk.
    private func settle() {
        guard let scrollView = mountedView as? ScrollView, scrollView.scrollDelegate === self else { return }
        if contentOffset == nil, component.axis == .horizontal, scrollView.traitCollection.layoutDirection == .rightToLeft {
            scrollView.contentOffset.x = scrollView.maximumContentOffset.x
        }
        scrollView.scroll(to: scrollView.contentOffset)
        contentOffset = scrollView.contentOffset
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard scrollView === mountedView else { return }
        contentOffset = scrollView.contentOffset
    }
}
