import CPangoCairo
import Foundation
import ViewTree

extension RasterRenderer {
    /// Draws what `transaction` changed over the kept frame, or the whole
    /// window when the kept frame cannot be trusted; returns what was drawn
    /// in window points (nil: nothing).
    ///
    /// The kept frame is trusted when it shows this window, was drawn with
    /// its traits, and the transaction is the one after it (a root with
    /// rounded corners or a transform is always drawn whole, see `draw`): one missed
    /// transaction, or one that misses changes made while the window was
    /// not recording, could leave pixels
    /// stale.
    func redraw(after transaction: ViewTransaction, in window: Window) -> CGRect? {
        let root = window.rootView
        guard let frame = retained, frame.window == ObjectIdentifier(window), frame.root == root.id,
              frame.transactionNumber + 1 == transaction.number, frame.traits == window.traitCollection,
              transaction.isComplete, root.cornerRadius <= 0, root.cornerRadii?.isZero ?? true, root.transform.isIdentity,
              let canvas, canvas.fits(root.bounds.size, scale: scale),
              let damage = damage(of: transaction, in: root)
        else { return redrawFully(window, transactionNumber: transaction.number) }
        retained?.transactionNumber = transaction.number
        let pixels = canvas.pixelRect(covering: damage)
        guard !pixels.isEmpty else { return nil }
        // Past about half the screen, culling saves less than it costs.
        if pixels.width * pixels.height * 2 > canvas.pixelWidth * canvas.pixelHeight {
            return redrawFully(window, transactionNumber: transaction.number)
        }
        let area = CGRect(
            x: CGFloat(pixels.minX) / scale, y: CGFloat(pixels.minY) / scale,
            width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        // Drawn on a second surface without a clip, then copied: Cairo cuts
        // curves at a clip's edge a little differently (one level of
        // antialiasing), and a frame must equal the window drawn whole.
        let scratch: CairoCanvas
        if let kept = self.scratch, kept.fits(root.bounds.size, scale: scale) {
            scratch = kept
        } else {
            guard let made = try? CairoCanvas(size: root.bounds.size, scale: scale) else {
                return redrawFully(window, transactionNumber: transaction.number)
            }
            scratch = made
            self.scratch = made
        }
        scratch.resetState()
        if !Self.coversOpaquely(root) {
            cairo_save(scratch.context)
            scratch.clip(toWindowRect: area)
            scratch.clear()
            cairo_restore(scratch.context)
        }
        cairo_translate(scratch.context, -Double(root.frame.minX), -Double(root.frame.minY))
        draw(root, on: scratch, in: Transform(translationX: -root.frame.minX, y: -root.frame.minY), damage: area, isRoot: true)
        canvas.copyPixels(of: pixels, from: scratch)
        return area
    }

    private func redrawFully(_ window: Window, transactionNumber: Int) -> CGRect? {
        retained = nil
        do {
            _ = try drawFully(window.rootView)
        } catch {
            // An empty window draws nothing; the next transaction tries again.
            canvas = nil
            return nil
        }
        retained = RetainedFrame(
            window: ObjectIdentifier(window), root: window.rootView.id,
            transactionNumber: transactionNumber, traits: window.traitCollection)
        return CGRect(origin: .zero, size: window.rootView.bounds.size)
    }

    /// The window points `transaction` changes: where changed views were
    /// (their recorded extents) and where they are now. Nil when the whole
    /// window must be drawn.
    private func damage(of transaction: ViewTransaction, in root: View) -> CGRect? {
        var damage = CGRect.null
        var moved: Set<ViewID> = []
        for mutation in transaction.mutations {
            switch mutation {
            case .setRoot:
                return nil
            case let .set(id, property):
                guard property.affectsRasterDrawing else { continue }
                if let known = extents[id] { damage = damage.union(known) }
                if property.affectsRasterExtent || extents[id] == nil { moved.insert(id) }
            case let .insert(id, _, _), let .move(id, _, _):
                if let known = extents[id] { damage = damage.union(known) }
                moved.insert(id)
            case let .remove(id):
                if let known = extents[id] { damage = damage.union(known) }
            case let .destroy(id):
                extents[id] = nil
                moved.remove(id)
            case .create, .animate, .announce, .location, .openURL:
                continue
            }
        }
        guard !moved.isEmpty else { return damage }
        for view in root.subtree where moved.contains(view.id) {
            guard let superviewToWindow = superviewToWindow(of: view, root: root) else { continue }
            let extent = extent(of: view, in: superviewToWindow)
            guard !extent.isNull else { continue }
            damage = damage.union(extent)
            // Ancestors must not be culled for missing the view's new place.
            var ancestor = view.superview
            while let current = ancestor {
                if let known = extents[current.id] { extents[current.id] = known.union(extent) }
                ancestor = current.superview
            }
        }
        return damage
    }

    /// How `view`'s superview's bounds coordinates map to window points,
    /// or nil when it is not in `root`'s tree or an ancestor hides it (or
    /// flattens it with its transform).
    private func superviewToWindow(of view: View, root: View) -> Transform? {
        if view === root { return Transform(translationX: -root.frame.minX, y: -root.frame.minY) }
        guard let superview = view.superview, !superview.isHidden, superview.alpha > 0,
              let outer = superviewToWindow(of: superview, root: root),
              let placement = ViewPlacement(of: superview, superviewToWindow: outer)
        else { return nil }
        return placement.boundsToWindow
    }
}
