import Foundation

extension PresentationView {
    /// How far down (a share of the sheet's height) a drag must take a
    /// sheet to dismiss it when let go slowly.
    public static let dragDismissShare: CGFloat = 0.3
    /// How fast (points per second, downward) a drag let go dismisses a
    /// sheet, however short.
    public static let dragDismissSpeed: CGFloat = 1000

    /// Lets a drag down on `handle` (the sheet's bar) pull the sheet down:
    /// let go far enough or fast enough, it is dismissed; else it goes back.
    func addDragging(to handle: View) {
        let pan = PanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.followDrag(pan)
        }
        pan.direction = .vertical
        pan.name = "presentation.drag"
        handle.addGestureRecognizer(pan)
    }

    private func followDrag(_ pan: PanGestureRecognizer) {
        guard isPresented, allowsInteractiveDismissal else { return }
        switch pan.state {
        case .began, .changed:
            let start = dragStart ?? restingPanelFrame
            dragStart = start
            // Down only: a sheet pulled up stays where it rests.
            panel.frame.origin.y = start.minY + Swift.max(0, pan.translation.y)
        case .ended:
            guard let start = dragStart else { return }
            dragStart = nil
            let moved = panel.frame.minY - start.minY
            if moved > start.height * Self.dragDismissShare || (moved > 0 && pan.velocity.y > Self.dragDismissSpeed) {
                dismiss()
            } else {
                let timing = AnimationTiming(duration: 0.25, curve: .easeOut)
                panel.animate(ViewAnimation(from: .frame(panel.frame), to: .frame(start), timing: timing))
            }
        case .cancelled, .failed:
            guard let start = dragStart else { return }
            dragStart = nil
            panel.frame = start
        case .possible:
            break
        }
    }
}
