import ContainerCollection
import Foundation
import ViewTree

/// Shows a large decoded picture with a caption. The picture is decoded
/// only while the controller's element is in its container's working range
/// (``/ContainerCollection/WorkingRangeResponding``) or on screen, and released when it leaves
/// the range; a memory warning releases it unless the controller is on
/// screen, and it is decoded again before it next appears.
///
/// Before decoding, the picture's pixel count is checked against the
/// factory's limit and its bytes are reserved in the screen's
/// ComponentKit's `DecodedImageBudget`; a picture over either is not decoded, and the
/// caption says why (``lastError``).
///
/// ``residentByteCount`` tells how much decoded picture the controller
/// holds, and ``liveInstances`` how many such controllers exist, so tests
/// can see reuse and purging.
@MainActor
public final class HeavyResourceViewController: ViewController, ConfigurableComponent, WorkingRangeResponding {
    /// Controllers of this class alive now.
    public private(set) static var liveInstances = 0

    /// Decodes pictures.
    public let loader: HeavyImageLoader
    /// The most pixels a picture may have.
    public let maximumPixelCount: Int
    /// The decoded bytes shared with the screen's other heavy controllers.
    public let budget: DecodedImageBudget
    /// Whether the element is in the container's working range (set by the container).
    public private(set) var isInWorkingRange = false
    /// The data shown.
    public private(set) var data: HeavyResourceData?
    /// Bytes of decoded picture held.
    public var residentByteCount: Int { imageView.image.map { $0.pixelWidth * $0.pixelHeight * 4 } ?? 0 }
    /// Pictures decoded so far.
    public private(set) var decodeCount = 0
    /// Why the last picture could not be loaded, if it failed.
    public private(set) var lastError: String?

    private let imageView = ImageView()
    /// Bytes reserved in the budget for the picture held.
    private var reservedByteCount = 0
    private let caption = Label()
    private nonisolated static let captionHeight: CGFloat = 32

    /// A controller decoding with `loader`, within `maximumPixelCount` and
    /// `budget` (by default its own budget of the default limit).
    public init(loader: HeavyImageLoader, maximumPixelCount: Int = ScreenLimits.default.maximumImagePixelCount,
                budget: DecodedImageBudget? = nil) {
        self.loader = loader
        self.maximumPixelCount = maximumPixelCount
        self.budget = budget ?? DecodedImageBudget(limit: ScreenLimits.default.maximumDecodedByteCount)
        super.init()
        Self.liveInstances += 1
    }

    isolated deinit {
        Self.liveInstances -= 1
        budget.release(reservedByteCount)
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
        releasePicture()
        lastError = nil
        if isInWorkingRange || appearanceState.isAppearingOrAppeared { decodeIfNeeded() }
    }

    public func didEnterWorkingRange() {
        isInWorkingRange = true
        decodeIfNeeded()
    }

    public func didLeaveWorkingRange() {
        isInWorkingRange = false
        // Out of range: decoded again if it comes back.
        if !appearanceState.isAppearingOrAppeared { releasePicture() }
    }

    override public func viewWillAppear() {
        super.viewWillAppear()
        decodeIfNeeded()
    }

    override public func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // What is on screen stays; what is not can be decoded again.
        if !appearanceState.isAppearingOrAppeared { releasePicture() }
    }

    /// As wide as offered, as tall as the picture's aspect ratio makes it (at most square) plus the caption.
    override public func sizeThatFits(_ available: CGSize) -> CGSize {
        Self.size(for: data, fitting: available)
    }

    /// The size a controller showing `data` takes within `available`
    /// (what ``HeavyResourceFactory`` answers without a controller, so a
    /// container knows every element's size before decoding anything).
    public nonisolated static func size(for data: HeavyResourceData?, fitting available: CGSize) -> CGSize {
        let width = available.width.isFinite ? Swift.max(0, available.width) : 320
        guard let data, data.pixelWidth > 0, data.pixelHeight > 0 else { return CGSize(width: width, height: captionHeight) }
        let ratio = Swift.min(1, CGFloat(data.pixelHeight) / CGFloat(data.pixelWidth))
        return CGSize(width: width, height: (width * ratio).rounded() + captionHeight)
    }

    /// Decodes the picture if none is held: checks the pixel limit, then
    /// reserves its bytes, and only then asks the loader.
    private func decodeIfNeeded() {
        guard let data, imageView.image == nil else { return }
        do {
            let pixels = try ImageLimitError.checkedPixelCount(width: data.pixelWidth, height: data.pixelHeight, limit: maximumPixelCount)
            let bytes = pixels * 4
            guard budget.reserve(bytes) else {
                throw ImageLimitError.overDecodedByteBudget(byteCount: bytes, resident: budget.residentByteCount, limit: budget.limit)
            }
            let image: Image
            do {
                image = try loader.image(for: data)
            } catch {
                budget.release(bytes)
                throw error
            }
            // A loader may decode at another size than declared: hold what it made.
            let actual = image.pixelWidth * image.pixelHeight * 4
            budget.release(bytes)
            guard budget.reserve(actual) else {
                throw ImageLimitError.overDecodedByteBudget(byteCount: actual, resident: budget.residentByteCount, limit: budget.limit)
            }
            reservedByteCount = actual
            imageView.image = image
            decodeCount += 1
            lastError = nil
            caption.text = AttributedText(data.caption)
        } catch {
            lastError = "\(error)"
            caption.text = AttributedText("\(data.caption): not shown, \(error)")
        }
    }

    private func releasePicture() {
        imageView.image = nil
        budget.release(reservedByteCount)
        reservedByteCount = 0
    }
}
