import Foundation
import PangoText
import ViewTree

/// Measuring 1,000 labels' text with Pango, in the default family and in a
/// registered one (Caladea, from fonts-crosextra-caladea), cold and warm.
///
/// - `text.measure-cold.*`: a new text system for each sample (its own font
///   map and layout cache), so every label is shaped and its faces loaded.
/// - `text.measure-warm.*`: the same labels again in a system that has
///   measured them, as a screen laid out a second time.
///
/// The bar: warm measuring in a registered family is no slower than
/// in the default family (compare the two warm lines of one run).
@MainActor
enum TextWorkloads {
    static let caladea = URL(filePath: "/usr/share/fonts/truetype/crosextra")

    static var all: [Workload] {
        ["default": Font.system(size: 17), "registered": Font(family: "Caladea", size: 17)]
            .sorted { $0.key < $1.key }
            .flatMap { name, font in [cold(name, font), warm(name, font)] }
    }

    static func labels(_ font: Font) -> [TextLayoutRequest] {
        (0..<1_000).map { index in
            let words = ["quote", "number", "\(index)", "says", "something", "about", "letters", "and", "lines"]
            let text = (0..<(4 + index % 20)).map { words[($0 + index) % words.count] }.joined(separator: " ")
            return TextLayoutRequest(text: AttributedText(text), font: font, maximumNumberOfLines: 0, maxWidth: 358)
        }
    }

    static func registerCaladea() {
        do { try FontRegistry.shared.register(contentsOf: caladea) } catch {
            FileHandle.standardError.write(Data("benchmarks: \(error) (run scripts/setup-system.sh)\n".utf8))
        }
    }

    static func cold(_ name: String, _ font: Font) -> Workload {
        Workload(name: "text.measure-cold.\(name)", itemCount: 1_000, samples: 7) {
            registerCaladea()
            let requests = labels(font)
            return {
                let system = PangoTextSystem(cacheCapacity: 2_048)
                var lines = 0
                for request in requests { lines += system.measure(request).lineCount }
                return lines
            }
        }
    }

    static func warm(_ name: String, _ font: Font) -> Workload {
        Workload(name: "text.measure-warm.\(name)", itemCount: 1_000, samples: 20) {
            registerCaladea()
            let requests = labels(font)
            let system = PangoTextSystem(cacheCapacity: 2_048)
            for request in requests { _ = system.measure(request) }
            return {
                var lines = 0
                for request in requests { lines += system.measure(request).lineCount }
                return lines
            }
        }
    }
}
