import Foundation

/// A scroll view's refresh control: pulled down past the top, pressed by
/// keyboard, or begun from code (see ``RefreshControl``).
extension ScrollView {
    /// Where the control sits: just above the content, as wide as the view.
    func placeRefreshControl() {
        guard let control = refreshControl else { return }
        control.frame = CGRect(x: contentOffset.x, y: -RefreshControl.height, width: bounds.width, height: RefreshControl.height)
    }

    /// Called while a drag wants `proposed` as the offset: above the top,
    /// with a refresh control, the content follows the pull (by half its
    /// distance, as a rubber band) and the control shows the progress.
    /// Returns whether it took the offset.
    func pullForRefresh(to proposed: CGPoint) -> Bool {
        guard let control = refreshControl, !control.isRefreshing, proposed.y < minimumContentOffset.y else {
            refreshControl?.pullProgress = 0
            return false
        }
        let pull = minimumContentOffset.y - proposed.y
        contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffset.y - pull / 2)
        control.pullProgress = pull / control.threshold
        return true
    }

    /// A drag ended: pulled past the threshold, refresh; otherwise spring back.
    func endPullForRefresh() {
        guard let control = refreshControl, !control.isRefreshing else { return }
        let pulled = control.pullProgress >= 1
        control.pullProgress = 0
        if pulled {
            control.refreshByPerson()
        } else if contentOffset.y < minimumContentOffset.y {
            settle()
        }
    }

    func refreshControlDidBegin() {
        let wasAtTop = contentOffset.y <= minimumContentOffset.y
        showRefreshControl(true)
        if wasAtTop { settle() }
    }

    func refreshControlDidEnd() {
        guard refreshControl?.isFirstResponder != true else { return }
        showRefreshControl(false)
    }

    /// The control took or lost keyboard focus: show it while it has focus.
    func refreshControlFocusDidChange(focused: Bool) {
        if focused {
            showRefreshControl(true)
            scroll(to: CGPoint(x: contentOffset.x, y: minimumContentOffset.y))
        } else if refreshControl?.isRefreshing != true {
            showRefreshControl(false)
        }
    }

    /// Insets the content by the control's height (once), or takes that
    /// inset back and moves the offset into range.
    func showRefreshControl(_ shown: Bool) {
        guard shown != refreshInsetApplied else { return }
        refreshInsetApplied = shown
        contentInset.top += shown ? RefreshControl.height : -RefreshControl.height
        if !shown, contentOffset.y < minimumContentOffset.y { settle() }
    }

    /// Moves the offset into range, animated from where it was.
    private func settle() {
        let before = contentOffset
        scroll(to: CGPoint(x: contentOffset.x, y: minimumContentOffset.y))
        if contentOffset != before {
            animate(ViewAnimation(from: .boundsOrigin(before), to: .boundsOrigin(contentOffset), timing: .default))
        }
    }
}
