import Foundation
import ViewTree

/// The feed screen's view: the list, with a spinner and a message over it
/// while the first page loads.
@MainActor
final class FeedView: View {
    weak var collectionView: CollectionView?
    var onResize: (() -> Void)?
    let spinner = ActivityIndicator()
    let message = Label()
    private var lastWidth: CGFloat = 0

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        semanticBackgroundColor = .systemBackground
        spinner.accessibilityIdentifier = "feed.loading"
        spinner.accessibilityLabel = "Loading quotes"
        message.textAlignment = .center
        message.semanticTextColor = .secondaryLabel
        message.accessibilityLiveRegion = .polite
        try? addSubview(spinner)
        try? addSubview(message)
    }

    func showLoading() {
        // The list (over the spinner) shows once the first page is in.
        collectionView?.isHidden = true
        spinner.isHidden = false
        message.isHidden = false
        spinner.startAnimating()
        message.text = "Loading quotes…"
    }

    func hideLoading() {
        collectionView?.isHidden = false
        spinner.stopAnimating()
        spinner.isHidden = true
        message.isHidden = true
    }

    override func layoutSubviews() {
        collectionView?.frame = bounds
        spinner.frame = CGRect(x: bounds.midX - 16, y: bounds.midY - 40, width: 32, height: 32)
        message.frame = CGRect(x: 16, y: bounds.midY, width: Swift.max(0, bounds.width - 32), height: 44)
        if bounds.width != lastWidth {
            lastWidth = bounds.width
            onResize?()
        }
    }
}
