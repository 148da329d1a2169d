// sample: fonts-imports
import ComponentKit
import Foundation
// end-sample

/// The samples of "Using your own fonts", nested so their names do not meet other articles'.
enum UsingYourOwnFonts {
    /// Registers the fonts in `fontsFolder`; returns the faces, or nil when refused.
    static func register(fontsFolder: URL) -> [RegisteredFont]? {
        var registered: [RegisteredFont]?
        // sample: fonts-register
        do {
            // Every .ttf and .otf in the folder, all or none.
            let faces = try FontRegistry.shared.register(contentsOf: fontsFolder)
            print(faces.map(\.description))   // "Caladea Bold (w700, Caladea-Bold.ttf)", …
            // sample-hide
            registered = faces
        // sample-show
        } catch {
            // What was wrong and with which file: "font file Caladea-Bold.ttf is damaged or truncated: …"
            print("fonts: \(error)")
        }
        // end-sample
        return registered
    }

    /// Sends component problems to `print` (compiled, not run: the handler is process-wide).
    static func printDiagnostics() {
        // sample: fonts-diagnostics
        ComponentDiagnostics.setHandler { problem in
            print("component problem: \(problem.message)")   // names the family and what drew instead
        }
        // end-sample
    }

    static func quoteLabel() -> LabelComponent {
        // sample: fonts-use
        let quote = AttributedText("“I can resist everything ", font: Font(family: "Caladea", size: 20))
            + AttributedText("except temptation", font: Font(family: "Caladea", size: 20, weight: .bold, isItalic: true))
            + AttributedText(".”", font: Font(family: "Caladea", size: 20))
        let label = LabelComponent(quote, numberOfLines: 0)
        // end-sample
        return label
    }

    /// Built inside a component context (a render), as a component's body is.
    static func scaledCard() -> (body: Font, gap: CGFloat, card: any Component) {
        // sample: fonts-scaled
        let metrics = FontMetrics(forTextStyle: .body)
        let body = metrics.scaledFont(for: Font(family: "Caladea", size: 17), maximumPointSize: 34)
        let gap = metrics.scaledValue(for: 12)
        let card = StackComponent(axis: .vertical, spacing: gap) {
            LabelComponent("Caladea that grows with the text size", font: body)
        }
        // end-sample
        return (body, gap, card)
    }

    static func features() throws -> [Font] {
        // sample: fonts-features
        let amount = Font(family: "Caladea", size: 17).monospacedDigits()          // tnum
        let code = Font(family: "JetBrains Mono", size: 14, features: [.slashedZero, .noContextualAlternates])
        let alternate = try FontFeature(tag: "ss02")                               // any tag, checked
        // end-sample
        return [amount, code, amount.withFeatures([alternate])]
    }

    static func baselineRow() -> (Layout, LayoutBaselines?) {
        // sample: sizing-baselines
        let row = StackComponent(axis: .horizontal, spacing: 8, alignItems: .baseline) {
            LabelComponent("Total", font: .preferred(.headline))
            LabelComponent("1,111.11", font: Font(family: "Caladea", size: 28).monospacedDigits())
            ButtonComponent(titles: [.normal: "Pay"], font: .system(size: 15))
        }
        let layout = row.layout(constrainedTo: .unconstrained)
        let baselines = layout.baselines(in: LayoutContext())   // the row's first and last lines of text
        // end-sample
        return (layout, baselines)
    }
}
