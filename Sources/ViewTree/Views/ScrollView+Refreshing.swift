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

    /// Scrolls to an offset the page asked for (its wheel or keyboard
    /// scrolling). The page may ask for an offset above the top while the
    /// content is at the top, as wheels and trackpads report overscroll: with
    /// a refresh control, each such event pulls it by its distance (a wheel
    /// has no release, so pulls made within 400 ms of each other add up)
    /// and reaching the threshold refreshes; otherwise the offset is clamped
    /// as ``scroll(to:)`` does. An event pulls by half its overscroll, as the
    /// rubber band follows a drag by half: the page sends at most 64 points
    /// a wheel event, so one notch of a mouse wheel does not refresh, two do
    /// (in one frame or in turn).
    public func scrollFromPage(to proposed: CGPoint) {
        guard let control = refreshControl, !control.isRefreshing, proposed.y < minimumContentOffset.y,
              contentOffset.y <= minimumContentOffset.y + 0.5
        else {
            wheelPull.reset()
            return scroll(to: proposed)
        }
        let now = ContinuousClock.now
        let pulled = wheelPull.add((minimumContentOffset.y - proposed.y) / 2, at: now)
        scroll(to: proposed)
        guard pulled < control.threshold else {
            wheelPull.reset()
            control.pullProgress = 0
            return control.refreshByPerson()
        }
        control.pullProgress = pulled / control.threshold
        // A wheel that stops short lets go: the progress goes once the window passes.
        Task { @MainActor [weak self, weak control] in
            try? await Task.sleep(for: WheelPull.window)
            guard let self, let control, wheelPull.last == now else { return }
            wheelPull.reset()
            if !control.isRefreshing { control.pullProgress = 0 }
        }
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
