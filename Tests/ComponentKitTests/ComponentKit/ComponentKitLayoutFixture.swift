import Foundation
import RasterBackend
import Testing
import ViewTree
@testable import ComponentKit

/// What ComponentKit's layout snapshot tests showed, measured from their @2x
/// reference images (facebook/componentkit 7344753): per test method and
/// image, the size range, every view's frame in points (back to front) and
/// the colour at the centre of each view's visible region.
struct ComponentKitLayoutFixture: Decodable {
    struct Method: Decodable {
        var images: [Snapshot]
    }

    struct Snapshot: Decodable {
        var suffix: String
        var sizePoints: [CGFloat]
        var sizeRange: Range
        var background: Background
        var boxes: [Box]
    }

    struct Range: Decodable {
        var min: [CGFloat]
        var max: [Dimension]
    }

    /// A number, or the string "inf".
    struct Dimension: Decodable {
        var value: CGFloat
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(CGFloat.self) {
                value = number
            } else {
                let text = try container.decode(String.self)
                guard text == "inf" else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a dimension: \(text)")
                }
                value = .infinity
            }
        }
    }

    struct Background: Decodable {
        var rgba255: [UInt8]
        var probe: Probe?
    }

    /// A pixel of the reference image (at 2x) and its colour there.
    struct Probe: Decodable {
        var pixel: [Int]
        var rgba255: [UInt8]
    }

    struct Box: Decodable {
        var label: String
        var frame: [CGFloat]
        /// The image does not show the whole frame (covered, clipped, zero
        /// sized); the frame is reasoned from the code.
        var inferred: Bool
        var probe: Probe?
        var rect: CGRect { CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]) }
    }

    var `class`: String
    var methods: [String: Method]

    /// The fixture of ComponentKit's test class `name`, read from the source tree.
    static func named(_ name: String) throws -> ComponentKitLayoutFixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/ComponentKit/\(name).json")
        return try JSONDecoder().decode(ComponentKitLayoutFixture.self, from: Data(contentsOf: url))
    }

    /// The image recorded by `method` with `suffix`.
    func snapshot(_ method: String, _ suffix: String) throws -> Snapshot {
        let name = method.hasSuffix("()") ? String(method.dropLast(2)) : method
        let entry = try #require(methods[name], "no fixture for \(name)")
        return try #require(entry.images.first { $0.suffix == suffix }, "no image \(name) \(suffix)")
    }
}

extension ComponentKitLayoutFixture.Range {
    var sizeRange: SizeRange {
        get throws {
            try SizeRange(min: CGSize(width: min[0], height: min[1]), max: CGSize(width: max[0].value, height: max[1].value))
        }
    }
}

/// Lays out, mounts and draws components as ComponentKit's snapshot tests
/// did (at 2 pixels per point), and compares the result with the fixture.
@MainActor
struct ComponentKitSnapshot {
    let fixture: ComponentKitLayoutFixture

    init(_ className: String) throws {
        fixture = try ComponentKitLayoutFixture.named(className)
    }

    /// Checks `component` against the image `method` recorded with `suffix`:
    /// the size, every mounted view's frame (back to front) within
    /// `tolerance` points, and the drawn colour at the centre of each view's
    /// visible region and of the background (within 1 of 255 per channel:
    /// UIKit and Cairo round alpha blending differently).
    ///
    /// `tolerance` is 0 unless a test says why the reference image cannot
    /// tell its frames to the point. `insets` is the margin ComponentKit's
    /// `CKSnapshotVerifyComponentWithInsets` drew around the component.
    func verify(
        _ component: any Component, method: String = #function, suffix: String = "", tolerance: CGFloat = 0,
        insets: EdgeInsets = .zero, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let snapshot = try fixture.snapshot(method, suffix)
        let context = LayoutContext(pointScale: 2)
        let range = try snapshot.sizeRange.sizeRange
        // As CKSnapshotVerifyComponentWithInsets: the insets are laid out in the range too.
        let root: any Component = insets == .zero ? component : InsetComponent(insets: insets, child: component)
        // As CKComputeRootComponentLayout: the root's parent is the range's maximum.
        let layout = root.layout(constrainedTo: range, parentSize: range.max, context: context)
        let name = "\(method) \(suffix)"
        let imageSize = layout.size
        #expect(imageSize == CGSize(width: snapshot.sizePoints[0], height: snapshot.sizePoints[1]),
                "\(name): size \(imageSize)", sourceLocation: sourceLocation)

        let window = Window(size: imageSize)
        ComponentMounter().mount(layout, in: window.rootView)
        let views = Self.framesBackToFront(window.rootView)
        #expect(views.count == snapshot.boxes.count,
                "\(name): \(views.count) views, ComponentKit drew \(snapshot.boxes.count)", sourceLocation: sourceLocation)
        for (box, view) in zip(snapshot.boxes, views) {
            let expected = box.rect
            let close = abs(view.frame.minX - expected.minX) <= tolerance && abs(view.frame.minY - expected.minY) <= tolerance
                && abs(view.frame.width - expected.width) <= tolerance && abs(view.frame.height - expected.height) <= tolerance
            #expect(close, "\(name): \(box.label) is at \(view.frame), ComponentKit's at \(expected)\(box.inferred ? " (inferred)" : "")",
                    sourceLocation: sourceLocation)
        }

        guard imageSize.width > 0, imageSize.height > 0 else { return }
        let image = try RasterRenderer(scale: 2).render(window)
        var probes = snapshot.boxes.compactMap { box in box.probe.map { (box.label, $0) } }
        if let background = snapshot.background.probe { probes.append(("background", background)) }
        for (label, probe) in probes {
            let drawn = image.pixel(x: probe.pixel[0], y: probe.pixel[1])
            let rgba = drawn.map { [$0.red, $0.green, $0.blue, $0.alpha] }
            let matches = rgba.map { zip($0, probe.rgba255).allSatisfy { abs(Int($0) - Int($1)) <= 1 } } ?? false
            #expect(matches, "\(name): \(label) at pixel \(probe.pixel) is \(rgba.map { "\($0)" } ?? "outside"), ComponentKit's \(probe.rgba255)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Every view under `root` with its frame in `root`'s coordinates, in
    /// drawing order.
    static func framesBackToFront(_ root: View) -> [(label: String, frame: CGRect)] {
        var result: [(label: String, frame: CGRect)] = []
        func visit(_ view: View, origin: CGPoint) {
            for subview in view.subviews {
                let frame = subview.frame.offsetBy(dx: origin.x - view.bounds.minX, dy: origin.y - view.bounds.minY)
                result.append((String(describing: subview.backgroundColor), frame))
                visit(subview, origin: frame.origin)
            }
        }
        visit(root, origin: .zero)
        return result
    }
}
