import Foundation

/// Told as a ``ScrollView`` scrolls and is dragged, as `UIScrollViewDelegate`.
///
/// `scrollViewDidScroll(_:)` follows every change of the content offset,
/// whatever made it: a drag, a wheel or touch scroll in the browser (sent
/// at most once a frame), the keyboard, ``ScrollView/scroll(to:)``, setting
/// ``ScrollView/contentOffset``, or a list's `scrollToItem`. The dragging
/// calls bracket a drag of the view's ``ScrollView/panGestureRecognizer``.
/// Scrolling does not coast after a drag here (the page's own wheel and
/// trackpad momentum arrives as scrolls), so `willDecelerate` is false.
///
/// Every method does nothing by default.
///
/// ```swift
/// final class Feed: ScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: ScrollView) {
///         header.alpha = min(1, scrollView.contentOffset.y / 100)
///     }
/// }
/// scrollView.scrollDelegate = feed
/// ```
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag of the content began.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The drag ended (or was cancelled); `decelerate` is always false here.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}
