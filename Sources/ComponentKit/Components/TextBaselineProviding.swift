import Foundation
import ViewTree

/// A built-in component that draws text and knows where its view puts it:
/// ``Layout/baselines(in:)`` asks it with the context's text measurer.
protocol TextBaselineProviding: Component {
    /// The baselines of the text in `layout` (this component laid out),
    /// measured with `measurer`.
    func textBaselines(of layout: Layout, measurer: any TextMeasuring) -> LayoutBaselines?
}

extension LabelComponent: TextBaselineProviding {
    func textBaselines(of layout: Layout, measurer: any TextMeasuring) -> LayoutBaselines? {
        guard !text.isEmpty else { return nil }
        // The label's view lays its text out at its own width and centers it (RasterRenderer draws it so).
        let measured = TextMeasurementCache.shared.measure(layoutRequest(maxWidth: layout.size.width), with: measurer)
        let baselines = measured.baselinesWhenCentered(inHeight: layout.size.height)
        return LayoutBaselines(first: baselines.first, last: baselines.last)
    }
}

extension ButtonComponent: TextBaselineProviding {
    func textBaselines(of layout: Layout, measurer: any TextMeasuring) -> LayoutBaselines? {
        guard let title = titles[.normal] ?? titles.values.first, !title.isEmpty else { return nil }
        // One line, centered in the whole button, as the button view draws its title.
        let request = TextLayoutRequest(text: AttributedText(title), font: font, maximumNumberOfLines: 1)
        let baseline = TextMeasurementCache.shared.measure(request, with: measurer)
            .baselinesWhenCentered(inHeight: layout.size.height).first
        return LayoutBaselines(first: baseline, last: baseline)
    }
}

extension TextInputLayoutComponent: TextBaselineProviding {
    func textBaselines(of layout: Layout, measurer: any TextMeasuring) -> LayoutBaselines? {
        // The first line's baseline, whether text or placeholder shows: a form's rows line up empty or filled.
        let request = TextLayoutRequest(text: AttributedText("Hg"), font: font, maximumNumberOfLines: 1)
        let line = TextMeasurementCache.shared.measure(request, with: measurer)
        let top = TextInputView.firstLineTop(inHeight: layout.size.height, lineHeight: line.size.height, font: font,
                                             allowsLineBreaks: Input.self is TextView.Type)
        return LayoutBaselines(first: top + line.firstBaseline, last: top + line.firstBaseline)
    }
}
