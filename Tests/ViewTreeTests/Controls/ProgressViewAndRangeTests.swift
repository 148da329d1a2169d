import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Progress view and value ranges")
struct ProgressViewAndRangeTests {
    @Test("A progress view fills to its fraction (from the right, right to left), is read as a percentage, and spins while unknown")
    func progress() throws {
        let window = Window(size: CGSize(width: 300, height: 100))
        let view = ProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.accessibilityLabel = "Download"
        try window.rootView.addSubview(view)
        view.progress = 0.25
        #expect(window.rootView.accessibilityDump() == "progress \"Download\" value=\"25%\"")
        #expect(view.controlAccessibility?.value == 0.25 && view.controlAccessibility?.range == 0...1)
        view.progress = 7
        #expect(view.progress == 1)
        view.progress = nil
        #expect(window.rootView.accessibilityDump() == "progress \"Download\"")
        #expect(view.controlAccessibility?.value == nil)
        view.progress = .nan
        #expect(view.progress == nil)
    }

    @Test("Ranges clamp to their ends and steps; bounds and steps that are not finite are not taken")
    func ranges() {
        let range = ValueRange(0...100, step: 5)
        #expect(range.clamped(42) == 40 && range.clamped(43) == 45 && range.clamped(-3) == 0 && range.clamped(.infinity) == 100)
        #expect(range.clamped(.nan) == 0)
        #expect(ValueRange(0...10, step: 3).clamped(10) == 9, "a step past the maximum is the step below it")
        #expect(ValueRange(-Double.infinity...1).bounds == 0...1)
        #expect(ValueRange(0...1, step: -1).step == 0 && ValueRange(0...1, step: .nan).step == 0)
        #expect(range.fraction(of: 25) == 0.25 && range.value(atFraction: 0.5) == 50)
    }
}
