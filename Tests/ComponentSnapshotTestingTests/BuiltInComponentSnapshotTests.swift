import Foundation
import SnapshotTesting
import Testing
@testable import ComponentSnapshotTesting

/// A downloader that has every image already: completes on the spot.
struct ImmediateDownloader: ImageDownloading {
    let image: Image
    struct Token: ImageDownloadToken { func cancel() {} }
    func download(from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
                  completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void) -> any ImageDownloadToken {
        completion(.success(image))
        return Token()
    }
}

/// Four colored quadrants, 40×20 points at 2x.
let quadrants: Image = {
    var bytes: [UInt8] = []
    for y in 0..<40 {
        for x in 0..<80 {
            switch (x < 40, y < 20) {
            case (true, true): bytes += [230, 60, 50, 255]
            case (false, true): bytes += [60, 170, 80, 255]
            case (true, false): bytes += [50, 100, 220, 255]
            case (false, false): bytes += [250, 200, 40, 255]
            }
        }
    }
    return try! Image(pixelWidth: 80, pixelHeight: 40, scale: 2, rgba: bytes)
}()

@MainActor
@Suite("Built-in component snapshots")
struct BuiltInComponentSnapshotTests {
    let width = SizeRange.flexibleHeight(width: 240)

    @Test("A plain view component: background, corner radius, border")
    func viewComponent() {
        let card = ViewComponent(
            view: ViewConfiguration(View.self, [.backgroundColor(.tint), .cornerRadius(10), .borderWidth(3), .borderColor(.black)]),
            size: ComponentSize(width: 80, height: 40))
        assertComponentSnapshot(of: card, as: .image(sizeRange: .unconstrained))
        assertComponentSnapshot(of: card, as: .mountTree(sizeRange: .unconstrained))
    }

    @Test("Labels: one line, wrapped, limited with truncation, a truncation string, centered, runs")
    func labels() {
        let long = AttributedText("The quick brown fox jumps over the lazy dog and keeps running past the fence")
        assertComponentSnapshot(of: LabelComponent("Hello, ComponentKit", font: .system(size: 17, weight: .bold)),
                                as: .image(sizeRange: width), named: "one-line")
        assertComponentSnapshot(of: LabelComponent(long, font: .system(size: 14)), as: .image(sizeRange: width), named: "wrapped")
        assertComponentSnapshot(of: LabelComponent(long, font: .system(size: 14), numberOfLines: 2),
                                as: .image(sizeRange: width), named: "two-lines-truncated")
        assertComponentSnapshot(of: LabelComponent(long, font: .system(size: 14), numberOfLines: 1,
                                                   truncationString: AttributedText(" …more", color: .tint)),
                                as: .image(sizeRange: width), named: "truncation-string")
        assertComponentSnapshot(of: LabelComponent("Centered", font: .system(size: 14), alignment: .center, size: ComponentSize(width: 240)),
                                as: .image(sizeRange: width), named: "centered")
        assertComponentSnapshot(of: LabelComponent(AttributedText("Bold ", font: .system(size: 15, weight: .bold))
                                                    + AttributedText("red ", color: .red) + AttributedText("italic", font: .system(size: 15, isItalic: true)),
                                                   font: .system(size: 15)),
                                as: .image(sizeRange: width), named: "runs")
        assertComponentSnapshot(of: LabelComponent(long, font: .system(size: 14), numberOfLines: 2),
                                as: .layout(sizeRange: width), named: "two-lines")
    }

    @Test("Images: natural size and every content mode")
    func images() {
        assertComponentSnapshot(of: ImageComponent(quadrants), as: .image(sizeRange: .unconstrained), named: "natural")
        for mode in ContentMode.allCases {
            let component = ImageComponent(quadrants, contentMode: mode, attributes: [.clipsToBounds(true), .backgroundColor(.lightGray)],
                                           size: ComponentSize(width: 40, height: 40))
            assertComponentSnapshot(of: component, as: .image(sizeRange: .unconstrained), named: mode.rawValue)
        }
    }

    @Test("Network images: placeholder while loading, the cropped image once downloaded")
    func networkImages() {
        let placeholder = Image.filled(with: .lightGray, size: CGSize(width: 1, height: 1))
        let pending = NetworkImageComponent(url: URL(string: "https://example.com/a.jpg"), downloader: ControllableNever(),
                                            placeholder: placeholder, size: ComponentSize(width: 40, height: 40))
        assertComponentSnapshot(of: pending, as: .image(sizeRange: .unconstrained), named: "placeholder")
        let done = NetworkImageComponent(url: URL(string: "https://example.com/b.jpg"), downloader: ImmediateDownloader(image: quadrants),
                                         placeholder: placeholder, cropRect: CGRect(x: 0, y: 0, width: 0.5, height: 1),
                                         contentMode: .scaleToFill, size: ComponentSize(width: 40, height: 40))
        assertComponentSnapshot(of: done, as: .image(sizeRange: .unconstrained), named: "cropped")
    }

    @Test("Buttons: normal, selected with its own title, disabled, with image and background")
    func buttons() {
        let titles: [ControlState: String] = [.normal: "Follow", .selected: "Following"]
        let colors: [ControlState: Color] = [.normal: .white, .selected: .black]
        let attributes: [Attribute<Button>] = [.backgroundColor(.tint), .cornerRadius(8)]
        assertComponentSnapshot(of: ButtonComponent(titles: titles, titleColors: colors, attributes: attributes),
                                as: .image(sizeRange: .unconstrained), named: "normal")
        assertComponentSnapshot(of: ButtonComponent(titles: titles, titleColors: colors, isSelected: true, attributes: [.cornerRadius(8)]),
                                as: .image(sizeRange: .unconstrained), named: "selected")
        assertComponentSnapshot(of: ButtonComponent(titles: titles, isEnabled: false), as: .image(sizeRange: .unconstrained), named: "disabled")
        let icon = Image.filled(with: .red, size: CGSize(width: 12, height: 12), scale: 2)
        assertComponentSnapshot(of: ButtonComponent(titles: [.normal: "Like"], images: [.normal: icon], backgroundImages: [.normal: quadrants]),
                                as: .image(sizeRange: .unconstrained), named: "images")
    }

    @Test("An activity indicator spins only while animating")
    func activityIndicator() {
        assertComponentSnapshot(of: ActivityIndicatorComponent(color: .tint, size: ComponentSize(width: 32, height: 32)),
                                as: .image(sizeRange: .unconstrained), named: "animating")
        assertComponentSnapshot(of: ActivityIndicatorComponent(isAnimating: false), as: .mountTree(sizeRange: .unconstrained), named: "stopped")
    }
}

/// A downloader that never finishes.
struct ControllableNever: ImageDownloading {
    struct Token: ImageDownloadToken { func cancel() {} }
    func download(from url: URL, callbackQueue: DispatchQueue, progress: @escaping @Sendable (Double) -> Void,
                  completion: @escaping @Sendable (Result<Image, ImageDownloadError>) -> Void) -> any ImageDownloadToken { Token() }
}
