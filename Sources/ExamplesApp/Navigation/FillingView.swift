import Foundation
import ViewTree

/// A view whose one subview fills it, telling its owner when its width
/// changes (so lists can lay their items out for the new width).
@MainActor
final class FillingView: View {
    private var content: View?
    var onWidthChange: ((CGFloat) -> Void)?
    private var lastWidth: CGFloat = -1

    func fill(with view: View) {
        content = view
        // The content is fresh or moved from nowhere: it is no ancestor of this view.
        try? addSubview(view)
    }

    override func layoutSubviews() {
        content?.frame = bounds
        if bounds.width != lastWidth {
            lastWidth = bounds.width
            onWidthChange?(bounds.width)
        }
    }
}
