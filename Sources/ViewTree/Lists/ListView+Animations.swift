import Foundation

extension ListView {
    /// Records how `cell` arrives at its frame.
    func animateAppearance(of cell: ListCell, with animation: ListRowAnimation, timing: AnimationTiming) {
        switch animation {
        case .none:
            return
        case .fade, .automatic:
            cell.alpha = 0
            cell.animate(ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing))
        case .left, .right, .top, .bottom:
            let target = cell.frame
            cell.frame = offscreenFrame(for: target, towards: animation)
            cell.animate(ViewAnimation(from: .frame(cell.frame), to: .frame(target), timing: timing))
        }
    }

    /// Records how `cell` leaves; it is hidden when the animation ends.
    func animateDisappearance(of cell: ListCell, with animation: ListRowAnimation, timing: AnimationTiming) {
        switch animation {
        case .none:
            return
        case .fade, .automatic:
            cell.animate(ViewAnimation(from: .alpha(cell.alpha), to: .alpha(0), timing: timing, hidesWhenFinished: true))
        case .left, .right, .top, .bottom:
            let start = cell.frame
            cell.animate(ViewAnimation(from: .frame(start), to: .frame(offscreenFrame(for: start, towards: animation)),
                                       timing: timing, hidesWhenFinished: true))
        }
    }

    /// `frame` moved out of the content's edge on the `animation`'s side.
    private func offscreenFrame(for frame: CGRect, towards animation: ListRowAnimation) -> CGRect {
        var moved = frame
        switch animation {
        case .left: moved.origin.x = -frame.width
        case .right: moved.origin.x = Swift.max(bounds.width, contentSize.width)
        case .top: moved.origin.y = frame.minY - frame.height
        case .bottom: moved.origin.y = frame.maxY
        default: break
        }
        return moved
    }
}
