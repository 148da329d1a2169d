import Foundation

extension NavigationView {
    /// How long a push or a pop slides (or, where motion is reduced, fades).
    public static let transitionDuration: TimeInterval = 0.35

    /// Removes the views of screens that left the stack in an earlier
    /// transition. They stayed in the tree, hidden, so the browser could
    /// play their way out; every stack change clears them first, and
    /// ``TransitionCleanup`` once their animation is over.
    func removeDeparted() {
        isDraggingBack = false
        for view in departed where !screens.contains(where: { $0.view === view }) { view.removeFromSuperview() }
        departed.removeAll()
    }

    /// Plays the change from `old` (the screen view that was on top) to the
    /// top screen now, as `UINavigationController` does: forward, the new
    /// screen slides in from the trailing edge and pushes the old one out
    /// past the leading edge; backward, the reverse. Where the window's
    /// traits reduce motion the two cross-fade instead.
    ///
    /// Both views already hold their final state (the old one hidden), so
    /// the raster backend draws the end at once and the browser plays it.
    /// `start` is where the new view starts from when a drag moved it.
    func playTransition(from old: View?, forward: Bool, animated: Bool, start: CGRect? = nil) {
        guard let old else { return }
        let onStack = screens.contains { $0.view === old }
        guard let new = screens.last?.view, new !== old else {
            if !onStack { old.removeFromSuperview() }
            return
        }
        new.alpha = 1
        guard animated, window != nil else {
            if !onStack { old.removeFromSuperview() }
            return
        }
        if !onStack {
            departed.append(old)
            TransitionCleanup.after(Self.transitionDuration) { [weak self, weak old] in
                guard let self, let old, self.departed.contains(where: { $0 === old }) else { return }
                self.departed.removeAll { $0 === old }
                if !self.screens.contains(where: { $0.view === old }) { old.removeFromSuperview() }
            }
        }
        defer {
            // The animation plays from the recorded values; the model keeps a hidden screen where it rests,
            // as a screen placed without animation would be (a rebuilt tree matches it).
            if onStack {
                old.frame = new.frame
                old.alpha = 1
            }
        }
        let timing = AnimationTiming(duration: Self.transitionDuration, curve: .easeInOut)
        (showsLargeTitle ? largeTitleLabel : titleLabel).animate(ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing))
        if traitCollection.reducesMotion {
            new.animate(ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing))
            old.animate(ViewAnimation(from: .alpha(1), to: .alpha(0), timing: timing, hidesWhenFinished: true))
            return
        }
        // Forward moves content toward the leading edge: left, or right in a right-to-left layout.
        let leading: CGFloat = traitCollection.layoutDirection == .rightToLeft ? 1 : -1
        let shift = (forward ? -leading : leading) * bounds.width
        let resting = new.frame
        var gone = old.frame
        gone.origin.x = resting.minX - shift
        new.animate(ViewAnimation(from: .frame(start ?? resting.offsetBy(dx: shift, dy: 0)), to: .frame(resting), timing: timing))
        old.animate(ViewAnimation(from: .frame(old.frame), to: .frame(gone), timing: timing, hidesWhenFinished: true))
    }
}
