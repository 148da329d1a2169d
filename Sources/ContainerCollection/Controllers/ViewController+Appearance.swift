extension ViewController {
    /// Starts appearing (`true`) or disappearing (`false`): calls
    /// ``viewWillAppear()`` or ``viewWillDisappear()``. A call that would not
    /// change direction (appearing while appearing or appeared) does nothing,
    /// so callbacks always come in balanced pairs.
    public func beginAppearanceTransition(isAppearing: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            loadViewIfNeeded()
            appearanceState = .appearing
            viewWillAppear()
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            viewWillDisappear()
        default:
            return
        }
        if forwardsAppearanceToChildren {
            for child in children { child.beginAppearanceTransition(isAppearing: isAppearing) }
        }
    }

    /// Finishes the transition begun last: calls ``viewDidAppear()`` or
    /// ``viewDidDisappear()``. Without a transition under way it does nothing.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear()
        case .appeared, .disappeared:
            return
        }
        if forwardsAppearanceToChildren {
            for child in children { child.endAppearanceTransition() }
        }
    }

    /// Brings the controller on screen or takes it off in one step (both
    /// callbacks of the transition); nothing happens if it is already there.
    public func setAppearing(_ isAppearing: Bool) {
        beginAppearanceTransition(isAppearing: isAppearing)
        endAppearanceTransition()
    }
}
