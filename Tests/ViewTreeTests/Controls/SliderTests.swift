import Foundation
import Synchronization
import Testing
@testable import ViewTree

@MainActor
@Suite("Slider: values in range and on steps, by pointer and keys, read as a slider")
struct SliderTests {
    private func slider(_ range: ValueRange = ValueRange(0...100, step: 1), value: Double = 50) -> Slider {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.range = range
        slider.value = value
        return slider
    }

    @Test("A drag moves the thumb with the pointer; the value follows on the step, each change sent")
    func drag() throws {
        let fixture = try ControlFixture(slider())
        // The thumb's centre travels from 14 to 214: 2 points per unit.
        fixture.drag(from: CGPoint(x: 114, y: 15), to: CGPoint(x: 164, y: 15))
        #expect(fixture.control.value == 75)
        #expect(fixture.changes == 4)
        fixture.drag(from: CGPoint(x: 164, y: 15), to: CGPoint(x: -50, y: 15))
        #expect(fixture.control.value == 0)
    }

    @Test("In a scroll view that scrolls up and down, a sideways drag moves the slider and an upward one scrolls, as in UIKit")
    func insideVerticalScrollView() throws {
        let window = Window(size: CGSize(width: 300, height: 200))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scroll.contentSize = CGSize(width: 300, height: 1_000)
        let slider = slider()
        slider.frame.origin = CGPoint(x: 36, y: 100)
        try scroll.addSubview(slider)
        try window.rootView.addSubview(scroll)
        func drag(_ points: [CGPoint]) {
            for (index, point) in points.enumerated() {
                let phase: PointerEvent.Phase = index == 0 ? .down : index == points.count - 1 ? .up : .move
                window.send(PointerEvent(phase, at: point, time: Double(index) * 0.02))
            }
        }
        // From the thumb (x 150, value 50) 60 points right: 30 units.
        drag([CGPoint(x: 150, y: 115), CGPoint(x: 170, y: 116), CGPoint(x: 190, y: 116), CGPoint(x: 210, y: 115), CGPoint(x: 210, y: 115)])
        #expect(slider.value == 80)
        #expect(scroll.contentOffset == .zero, "a sideways drag does not scroll")
        drag([CGPoint(x: 210, y: 115), CGPoint(x: 210, y: 95), CGPoint(x: 210, y: 65), CGPoint(x: 210, y: 65)])
        #expect(scroll.contentOffset.y == 50, "an upward drag scrolls by its length")
        #expect(slider.value == 80, "and leaves the slider")
        // Content that scrolls sideways too: any direction drags it.
        scroll.contentSize = CGSize(width: 900, height: 1_000)
        #expect(scroll.dragDirection == .any)
        scroll.contentSize = CGSize(width: 900, height: 100)
        #expect(scroll.dragDirection == .horizontal)
    }

    @Test("Not continuous: one valueChanged when the pointer goes up")
    func onRelease() throws {
        let fixture = try ControlFixture(slider())
        fixture.control.isContinuous = false
        fixture.drag(from: CGPoint(x: 114, y: 15), to: CGPoint(x: 214, y: 15))
        #expect(fixture.control.value == 100 && fixture.changes == 1)
    }

    @Test("Arrows move a step, Page Up and Down a tenth, Home and End to the ends; Right goes down right to left")
    func keys() throws {
        let fixture = try ControlFixture(slider())
        fixture.press(.arrowRight)
        fixture.press(.arrowUp)
        #expect(fixture.control.value == 52)
        fixture.press(.pageDown)
        #expect(fixture.control.value == 42)
        fixture.press(.end)
        #expect(fixture.control.value == 100)
        fixture.press(.home)
        #expect(fixture.control.value == 0 && fixture.changes == 5)
        let mirrored = try ControlFixture(slider(), traits: TraitCollection(layoutDirection: .rightToLeft))
        mirrored.press(.arrowRight)
        #expect(mirrored.control.value == 49)
        // Right to left the minimum is at the right end.
        mirrored.tap(at: CGPoint(x: 214, y: 15))
        #expect(mirrored.control.value == 0)
    }

    @Test("Code outside the range is clamped and reported once, naming the slider; NaN is the minimum; a new range keeps the value in it")
    func clamping() throws {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let slider = slider()
        slider.accessibilityIdentifier = "volume-4711"
        slider.value = 250
        #expect(slider.value == 100)
        slider.value = 250
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = 42.4
        #expect(slider.value == 42)
        slider.range = ValueRange(50...60)
        #expect(slider.value == 50)
        let messages = reported.withLock { $0 }.filter { $0.contains("volume-4711") }
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first == "Slider \"volume-4711\": value 250.0 is outside 0.0...100.0 by 1.0; 100.0 is used instead")
    }

    @Test("Read as a slider with its value as a percentage; disabled, it takes no key")
    func accessibility() throws {
        let fixture = try ControlFixture(slider(ValueRange(0...10), value: 4))
        fixture.control.accessibilityLabel = "Volume"
        #expect(fixture.window.rootView.accessibilityDump() == "slider \"Volume\" value=\"40%\"")
        let control = try #require(fixture.control.controlAccessibility)
        #expect(control.value == 4 && control.range == 0...10)
        fixture.control.isEnabled = false
        #expect(!fixture.press(.arrowUp) && fixture.control.value == 4)
    }
}
