import Foundation

extension NavigationView {
    /// How fast (points per second, toward the trailing edge) a back drag
    /// let go pops the screen, however short.
    public static let backGestureSpeed: CGFloat = 500

    /// Where the top screen rests: between the bar and the toolbar (when shown).
    var screenFrame: CGRect {
        let height = currentBarHeight
        let bottom = toolbar.isHidden ? bounds.height : toolbar.frame.minY
        return CGRect(x: 0, y: height, width: bounds.width, height: Swift.max(0, bottom - height))
    }

    /// Attaches the back gesture: a drag from the leading edge pulls the
    /// top screen away and shows the one below following it, as UIKit's
    /// interactive pop.
    func addBackGesture() {
        backGesture.name = "navigation.back-gesture"
        backGesture.addHandler { [unowned self] recognizer in
            guard let pan = recognizer as? ScreenEdgePanGestureRecognizer else { return }
            self.followBackGesture(pan)
        }
        addGestureRecognizer(backGesture)
    }

    /// Let go past half the width, or fast enough toward the trailing
    /// edge, the top screen is popped from where the drag left it; else
    /// both slide back.
    private func followBackGesture(_ pan: ScreenEdgePanGestureRecognizer) {
        guard screens.count > 1 else { return }
        let top = screens[screens.count - 1].view, below = screens[screens.count - 2].view
        // +1 when the trailing edge is to the right.
        let trailing: CGFloat = traitCollection.layoutDirection == .rightToLeft ? -1 : 1
        let width = bounds.width
        let moved = Swift.min(width, Swift.max(0, trailing * pan.translation.x))
        let resting = screenFrame
        switch pan.state {
        case .began, .changed:
            if !isDraggingBack {
                removeDeparted()
                isDraggingBack = true
                below.alpha = 1
                below.isHidden = false
            }
            top.frame = resting.offsetBy(dx: trailing * moved, dy: 0)
            below.frame = resting.offsetBy(dx: -trailing * (width - moved), dy: 0)
        case .ended:
            guard isDraggingBack else { return }
            isDraggingBack = false
            let speed = trailing * pan.velocity.x
            if moved > width / 2 || (moved > 0 && speed > Self.backGestureSpeed) {
                pop(to: screens.count - 2, animated: true, start: below.frame)
                return
            }
            let timing = AnimationTiming(duration: Self.transitionDuration / 2, curve: .easeOut)
            top.animate(ViewAnimation(from: .frame(top.frame), to: .frame(resting), timing: timing))
            below.isHidden = true
            below.animate(ViewAnimation(from: .frame(below.frame), to: .frame(resting.offsetBy(dx: -trailing * width, dy: 0)),
                                        timing: timing, hidesWhenFinished: true))
        case .cancelled, .failed:
            guard isDraggingBack else { return }
            isDraggingBack = false
            top.frame = resting
            below.isHidden = true
        case .possible:
            break
        }
    }
}
