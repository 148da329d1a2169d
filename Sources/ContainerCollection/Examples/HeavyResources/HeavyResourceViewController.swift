import Foundation
import ViewTree

/// Shows a large decoded picture with a caption. The picture is decoded when
/// the controller is configured and kept while it is in use; a memory
/// warning releases it unless the controller is on screen, and it is
/// decoded again before it next appears.
///
/// ``residentByteCount`` tells how much decoded picture the controller
/// holds, and ``liveInstances`` how many such controllers exist, so tests
/// can see reuse and purging.
@MainActor
public final class HeavyResourceViewController: ViewController, ConfigurableComponent {
    /// Controllers of this class alive now.
    public private(set) static var liveInstances = 0

    /// Decodes pictures.
    public let loader: HeavyImageLoader
    /// The data shown.
    public private(set) var data: HeavyResourceData?
    /// Bytes of decoded picture held.
    public var residentByteCount: Int { imageView.image.map { $0.pixelWidth * $0.pixelHeight * 4 } ?? 0 }
    /// Pictures decoded so far.
    public private(set) var decodeCount = 0
    /// Why the last picture could not be loaded, if it failed.
    public private(set) var lastError: String?

    private let imageView = ImageView()
    private let caption = Label()
    private static let captionHeight: CGFloat = 32

    /// A controller decoding with `loader`.
    public init(loader: HeavyImageLoader) {
        self.loader = loader
        super.init()
        Self.liveInstances += 1
    }

    isolated deinit {
        Self.liveInstances -= 1
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .aspectFill
        imageView.clipsToBounds = true
        caption.textColor = .white
        caption.font = .system(size: 14)
        try? view.addSubview(imageView)
        try? view.addSubview(caption)
    }

    override public func viewDidLayoutSubviews() {
        let bounds = view.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Swift.max(0, bounds.height - Self.captionHeight))
        caption.frame = CGRect(x: 12, y: imageView.frame.maxY, width: Swift.max(0, bounds.width - 24), height: Self.captionHeight)
    }

    public func configure(with data: (any ComponentData)?) {
        let data = data as? HeavyResourceData
        guard data != self.data || imageView.image == nil else { return }
        self.data = data
        caption.text = AttributedText(data?.caption ?? "")
        imageView.image = nil
        decodeIfNeeded()
    }

    override public func viewWillAppear() {
        super.viewWillAppear()
        decodeIfNeeded()
    }

    override public func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // What is on screen stays; what is not can be decoded again.
        if !appearanceState.isAppearingOrAppeared { imageView.image = nil }
    }

    /// As wide as offered, as tall as the picture's aspect ratio makes it (at most square) plus the caption.
    override public func sizeThatFits(_ available: CGSize) -> CGSize {
        let width = available.width.isFinite ? available.width : 320
        guard let data, data.pixelWidth > 0 else { return CGSize(width: width, height: Self.captionHeight) }
        let ratio = Swift.min(1, CGFloat(data.pixelHeight) / CGFloat(data.pixelWidth))
        return CGSize(width: width, height: (width * ratio).rounded() + Self.captionHeight)
    }

    private func decodeIfNeeded() {
        guard let data, imageView.image == nil else { return }
        do {
            imageView.image = try loader.image(for: data)
            decodeCount += 1
            lastError = nil
        } catch {
            lastError = "\(error)"
        }
    }
}
