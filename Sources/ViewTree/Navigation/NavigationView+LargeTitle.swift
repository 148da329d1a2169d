import Foundation

extension NavigationView {
    /// The large title's font at a text size: bold large-title text, up to 44 points.
    public static func largeTitleFont(for category: ContentSizeCategory) -> Font {
        .system(size: Swift.min(44, Font.TextStyle.largeTitle.size(for: category)), weight: .bold)
    }

    /// The height of the large title's row under the bar's buttons.
    public static func largeTitleHeight(for category: ContentSizeCategory) -> CGFloat {
        (largeTitleFont(for: category).size * 1.25 + 8).rounded()
    }

    /// Whether the top screen's title shows large now: it prefers a large
    /// title and its content has not scrolled it away.
    public var showsLargeTitle: Bool {
        screens.last?.navigationItem.prefersLargeTitle == true && !isLargeTitleCollapsed
    }

    /// The scroll view whose scrolling collapses the top screen's large
    /// title: a vertically scrolling one at least half the screen's height
    /// (the content, not a rail or a text box in it), first in depth-first
    /// order, as UIKit tracks the first scroll view of a view controller.
    func tracks(_ scrollView: ScrollView) -> Bool {
        guard let top = screens.last?.view, scrollView.isDescendant(of: top) else { return false }
        return scrollView.bounds.height >= top.bounds.height / 2
            && scrollView.contentSize.height + scrollView.contentInset.top + scrollView.contentInset.bottom > scrollView.bounds.height
    }

    /// Whether the top screen's content is scrolled down from its top: the
    /// large title of a screen gone back to shows collapsed if it was left so.
    func topContentIsScrolled() -> Bool {
        guard let top = screens.last, top.navigationItem.prefersLargeTitle else { return false }
        let tracked = top.view.subtree.lazy.compactMap { $0 as? ScrollView }.first { self.tracks($0) }
        guard let tracked else { return false }
        return tracked.contentOffset.y > tracked.minimumContentOffset.y
    }

    /// Told by a scroll view inside it that it scrolled: the large title
    /// collapses into the bar once the content has scrolled past half its
    /// row (and there is content enough to stay scrolled), and comes back
    /// when the content is back at its top. The change slides the bar and
    /// the screen (at once where motion is reduced).
    func contentDidScroll(_ scrollView: ScrollView) {
        guard !isChangingLargeTitle, screens.last?.navigationItem.prefersLargeTitle == true, tracks(scrollView) else { return }
        let scrolled = scrollView.contentOffset.y - scrollView.minimumContentOffset.y
        let row = Self.largeTitleHeight(for: traitCollection.contentSizeCategory)
        let collapse = isLargeTitleCollapsed
            ? scrolled > 0
            : scrolled > row / 2 && scrollView.maximumContentOffset.y - scrollView.minimumContentOffset.y > row
        guard collapse != isLargeTitleCollapsed else { return }
        isChangingLargeTitle = true
        defer { isChangingLargeTitle = false }
        let barBefore = bar.frame, screen = screens.last?.view, screenBefore = screen?.frame
        isLargeTitleCollapsed = collapse
        refreshBar()
        let timing = AnimationTiming(duration: 0.25, curve: .easeInOut)
        bar.animate(ViewAnimation(from: .frame(barBefore), to: .frame(bar.frame), timing: timing))
        if let screen, let screenBefore {
            screen.animate(ViewAnimation(from: .frame(screenBefore), to: .frame(screen.frame), timing: timing))
        }
        let appearing = collapse ? titleLabel : largeTitleLabel
        appearing.animate(ViewAnimation(from: .alpha(0), to: .alpha(1), timing: timing))
    }
}
