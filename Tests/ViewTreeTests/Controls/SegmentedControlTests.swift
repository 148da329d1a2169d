import Foundation
import Synchronization
import Testing
@testable import ViewTree

@MainActor
@Suite("Segmented control: one segment chosen, by tap and arrow keys, read as a radio group")
struct SegmentedControlTests {
    private func control(_ titles: [String] = ["Day", "Week", "Month"], selected: Int = 0) -> SegmentedControl {
        let control = SegmentedControl(items: titles.map { .title($0) })
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = selected
        return control
    }

    @Test("A tap chooses its segment and sends valueChanged; the chosen segment is selected")
    func tap() throws {
        let fixture = try ControlFixture(control())
        fixture.tap(at: CGPoint(x: 250, y: 16))
        #expect(fixture.control.selectedSegmentIndex == 2 && fixture.changes == 1)
        #expect(fixture.control.segments.map(\.isSelected) == [false, false, true])
        fixture.tap(at: CGPoint(x: 250, y: 16))
        #expect(fixture.changes == 1, "choosing the chosen segment again changes nothing")
    }

    @Test("One Tab stop, the chosen segment; the arrows choose the next and previous, wrapping")
    func keys() throws {
        let fixture = try ControlFixture(control(selected: 1))
        #expect(fixture.window.focusOrder.map(\.id) == [fixture.control.segments[1].id])
        _ = fixture.control.segments[1].becomeFirstResponder()
        #expect(fixture.window.send(KeyEvent(.down, key: .arrowRight)))
        #expect(fixture.control.selectedSegmentIndex == 2)
        #expect(fixture.window.send(KeyEvent(.down, key: .arrowRight)))
        #expect(fixture.control.selectedSegmentIndex == 0 && fixture.changes == 2)
    }

    @Test("Read as a radio group named by its label, its segments radio buttons")
    func accessibility() throws {
        let fixture = try ControlFixture(control())
        fixture.control.accessibilityLabel = "Period"
        #expect(fixture.window.rootView.accessibilityDump() == """
            radioGroup "Period"
              radioButton "Day" [checked]
              radioButton "Week" [not checked]
              radioButton "Month" [not checked]
            """)
    }

    @Test("Momentary: each press is sent, none stays chosen; an index past the segments is no segment, reported")
    func momentaryAndBadIndex() throws {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let fixture = try ControlFixture(control())
        fixture.control.isMomentary = true
        fixture.tap(at: CGPoint(x: 150, y: 16))
        #expect(fixture.changes == 1 && fixture.control.lastChosenIndex == 1 && fixture.control.selectedSegmentIndex == SegmentedControl.noSegment)
        fixture.control.isMomentary = false
        fixture.control.accessibilityIdentifier = "period-4711"
        fixture.control.selectedSegmentIndex = 7
        #expect(fixture.control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(reported.withLock { $0 }.contains { $0.contains("period-4711") && $0.contains("segment 7 does not exist") })
    }
}
