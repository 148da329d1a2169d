import Foundation
import ViewTree

extension PangoTextSystem: TextLayoutProviding {
    /// Lays `request` out as RasterBackend's `RasterRenderer` draws it, for hit-testing:
    /// the answers come from the same Pango layout the renderer draws.
    public func layout(_ request: TextLayoutRequest) -> any TextLayout {
        withLayout(request) { PangoLaidOutText(system: self, layout: $0) }
    }
}

/// A Pango layout kept for questions; each answer takes the text system's
/// lock, as every Pango call must.
final class PangoLaidOutText: TextLayout, @unchecked Sendable {
    private let system: PangoTextSystem
    // Only touched under `system`'s lock, released under it too.
    private var layout: PangoTextLayout?
    let measurement: TextMeasurement

    init(system: PangoTextSystem, layout: PangoTextLayout) {
        self.system = system
        self.layout = layout
        measurement = layout.measurement
    }

    deinit {
        system.locked { layout = nil }
    }

    func characterIndex(at point: CGPoint) -> Int? {
        system.locked { layout?.characterIndex(at: point) }
    }

    func rects(for range: Range<Int>) -> [CGRect] {
        system.locked { layout?.rects(for: range) ?? [] }
    }

    var hyphenatedBreaks: [Int] {
        system.locked { layout?.hyphenatedBreaks() ?? [] }
    }

    var lineStarts: [Int] {
        system.locked { layout?.lineStarts() ?? [] }
    }
}
