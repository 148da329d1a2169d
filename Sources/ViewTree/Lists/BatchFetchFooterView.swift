import Foundation

/// The row a list shows after its items while batch fetching: a spinner
/// while a batch loads, the failure's message and a Retry button when one
/// failed, nothing otherwise.
///
/// The message is a live region, so a screen reader reads a failure when
/// it appears; Retry is a button in the focus order.
@MainActor
public final class BatchFetchFooterView: View {
    /// Shown while a batch loads.
    public let spinner = ActivityIndicator()
    /// The failure's message (empty otherwise).
    public let messageLabel = Label()
    /// Asks for the failed batch again.
    public let retryButton = Button()

    /// Its extent along a vertical list's axis.
    static let height: CGFloat = 64
    /// Its extent along a horizontal list's axis.
    static let width: CGFloat = 160

    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        spinner.accessibilityLabel = "Loading more"
        messageLabel.numberOfLines = 2
        messageLabel.font = .system(size: 13)
        messageLabel.semanticTextColor = .secondaryLabel
        messageLabel.accessibilityLiveRegion = .assertive
        retryButton.setTitle("Retry", for: .normal)
        for view in [spinner, messageLabel, retryButton] as [View] { try? addSubview(view) }
        show(.idle)
    }

    /// Shows what `status` calls for.
    func show(_ status: BatchFetchStatus) {
        switch status {
        case .fetching:
            spinner.isHidden = false
            spinner.startAnimating()
        default:
            spinner.stopAnimating()
            spinner.isHidden = true
        }
        if case let .failed(error) = status {
            messageLabel.text = AttributedText(stringLiteral: error.message)
            messageLabel.isHidden = false
            retryButton.isHidden = false
        } else {
            messageLabel.text = .empty
            messageLabel.isHidden = true
            retryButton.isHidden = true
        }
        layoutSubviews()
    }

    override public func layoutSubviews() {
        let size = bounds.size
        spinner.frame = CGRect(x: (size.width - 28) / 2, y: (size.height - 28) / 2, width: 28, height: 28)
        let button = CGSize(width: 80, height: 36)
        if size.width >= 240 {
            retryButton.frame = CGRect(x: size.width - 16 - button.width, y: (size.height - button.height) / 2,
                                       width: button.width, height: button.height)
            messageLabel.frame = CGRect(x: 16, y: 8, width: Swift.max(0, size.width - 48 - button.width), height: Swift.max(0, size.height - 16))
        } else {
            // A narrow footer (a horizontal list's) stacks the message over the button.
            messageLabel.frame = CGRect(x: 8, y: 8, width: Swift.max(0, size.width - 16), height: Swift.max(0, size.height / 2 - 8))
            retryButton.frame = CGRect(x: (size.width - button.width) / 2, y: size.height / 2 + 4, width: button.width, height: button.height)
        }
    }
}
