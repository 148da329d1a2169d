import Foundation

extension PresentationView {
    /// Windows at least this wide show a sheet as a centred card, as an
    /// iPad's form sheet; narrower ones as a card from near the top.
    public static let wideSheetWidth: CGFloat = 600

    /// Where the panel rests for the window's size.
    var restingPanelFrame: CGRect {
        let size = bounds.size
        switch style {
        case .fullScreen:
            return bounds
        case .sheet:
            if size.width >= Self.wideSheetWidth {
                let width = Swift.min(540, size.width - 48), height = Swift.min(620, size.height - 80)
                return CGRect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                              width: width, height: Swift.max(0, height))
            }
            let top = Swift.max(24, (size.height * 0.06).rounded())
            return CGRect(x: 0, y: top, width: size.width, height: Swift.max(0, size.height - top))
        case .alert:
            let width = Swift.min(AlertContentView.alertWidth, Swift.max(0, size.width - 32))
            let height = Swift.min(alertContent?.height(forWidth: width) ?? 0, Swift.max(0, size.height - 32))
            return CGRect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                          width: width, height: height)
        case .actionSheet:
            let width = Swift.min(size.width - 16, 500)
            let height = Swift.min(alertContent?.height(forWidth: width) ?? 0, Swift.max(0, size.height - 16))
            return CGRect(x: ((size.width - width) / 2).rounded(), y: size.height - 8 - height, width: width, height: height)
        }
    }

    /// Where a sheet or full-screen panel starts sliding in from, and goes
    /// when dismissed: just below the window.
    var offscreenPanelFrame: CGRect {
        var frame = restingPanelFrame
        frame.origin.y = bounds.height
        return frame
    }

    /// Places the backdrop and the panel (and what is inside it) for the
    /// window's size; a sheet's top corners are rounded on a narrow window,
    /// all of them on a wide one.
    func layoutPanel() {
        backdrop.frame = bounds
        guard dragStart == nil else { return }
        let frame = isPresented || window == nil ? restingPanelFrame : offscreenPanelFrame
        panel.frame = frame
        switch style {
        case .sheet:
            let wide = bounds.width >= Self.wideSheetWidth
            panel.cornerRadii = wide ? CornerRadii(all: 12) : CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)
            grabber.isHidden = wide
            grabber.frame = CGRect(x: ((frame.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
        case .fullScreen, .alert, .actionSheet:
            panel.cornerRadii = nil
        }
        navigation?.frame = panel.bounds
        alertContent?.frame = panel.bounds
    }

    /// Slides a screen in from below (fades an alert in), the backdrop
    /// fading in under it; where motion is reduced the panel is placed
    /// at once.
    func playIn(animated: Bool) {
        layoutPanel()
        guard animated else { return }
        switch style {
        case .sheet, .fullScreen:
            let timing = AnimationTiming(duration: Self.slideDuration, curve: .easeOut)
            panel.animate(ViewAnimation(from: .frame(offscreenPanelFrame), to: .frame(restingPanelFrame), timing: timing))
            if !backdrop.isHidden { backdrop.animate(ViewAnimation(from: .alpha(0), to: .alpha(Self.backdropAlpha), timing: timing)) }
        case .alert, .actionSheet:
            let timing = AnimationTiming(duration: Self.fadeDuration, curve: .easeOut)
            panel.animate(ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing))
            backdrop.animate(ViewAnimation(from: .alpha(0), to: .alpha(Self.backdropAlpha), timing: timing))
        }
    }

    /// Slides a screen out below the window (fades an alert out); the
    /// parts end hidden, where the raster backend draws them at once.
    func playOut(animated: Bool) {
        let timing = AnimationTiming(duration: style == .sheet || style == .fullScreen ? Self.slideDuration : Self.fadeDuration,
                                     curve: .easeIn)
        guard animated else {
            panel.isHidden = true
            backdrop.isHidden = true
            return
        }
        switch style {
        case .sheet, .fullScreen:
            panel.animate(ViewAnimation(from: .frame(panel.frame), to: .frame(offscreenPanelFrame), timing: timing, hidesWhenFinished: true))
        case .alert, .actionSheet:
            panel.animate(ViewAnimation(from: .alpha(panel.alpha), to: .alpha(0), timing: timing, hidesWhenFinished: true))
        }
        if !backdrop.isHidden {
            backdrop.animate(ViewAnimation(from: .alpha(backdrop.alpha), to: .alpha(0), timing: timing, hidesWhenFinished: true))
        }
    }
}
