import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Switch: on and off by tap and keys, from code without events, read as a switch")
struct SwitchTests {
    @Test("A tap turns it over and sends valueChanged; the thumb slides to the trailing end, the track turns green")
    func tap() throws {
        let fixture = try ControlFixture(Switch())
        let control = fixture.control
        #expect(!control.isOn && control.frame.size == Switch.defaultSize)
        let offThumb = control.thumbFrame
        fixture.tap(at: CGPoint(x: 20, y: 15))
        #expect(control.isOn && fixture.changes == 1)
        #expect(control.thumbFrame.maxX == 49 && offThumb.minX == 2)
        fixture.tap(at: CGPoint(x: 20, y: 15))
        #expect(!control.isOn && fixture.changes == 2)
    }

    @Test("Space and Enter turn the focused switch over; other keys do not")
    func keys() throws {
        let fixture = try ControlFixture(Switch())
        #expect(fixture.press(.space) && fixture.control.isOn)
        #expect(fixture.press(.enter) && !fixture.control.isOn)
        #expect(!fixture.press(.arrowRight) && !fixture.control.isOn)
        #expect(fixture.changes == 2)
    }

    @Test("Code changes it without an event; a disabled switch takes no tap, no key and no focus")
    func codeAndDisabled() throws {
        let fixture = try ControlFixture(Switch())
        fixture.control.setOn(true, animated: true)
        fixture.control.isOn = false
        #expect(fixture.changes == 0)
        fixture.control.isEnabled = false
        fixture.tap(at: CGPoint(x: 20, y: 15))
        #expect(!fixture.control.isOn && !fixture.control.becomeFirstResponder())
        #expect(fixture.control.content.alpha == 0.5 && fixture.changes == 0)
    }

    @Test("Read as a switch with its state; right to left the thumb starts at the right and ends at the left")
    func accessibilityAndDirection() throws {
        let fixture = try ControlFixture(Switch(), traits: TraitCollection(layoutDirection: .rightToLeft))
        fixture.control.accessibilityLabel = "Dark mode"
        #expect(fixture.window.rootView.accessibilityDump() == "switch \"Dark mode\" [off]")
        #expect(fixture.control.thumbFrame.maxX == 49)
        fixture.control.isOn = true
        #expect(fixture.window.rootView.accessibilityDump() == "switch \"Dark mode\" [on]")
        #expect(fixture.control.thumbFrame.minX == 2)
        fixture.control.isEnabled = false
        #expect(fixture.window.rootView.accessibilityDump() == "switch \"Dark mode\" [on, disabled]")
    }

    @Test("Its state is recorded as the control's value, so the page's semantics follow it")
    func recorded() throws {
        let fixture = try ControlFixture(Switch())
        _ = fixture.window.takeTransaction()
        fixture.control.isOn = true
        #expect(fixture.window.takeTransaction().mutations.contains { $0 == .set(fixture.control.id, .controlValue(1)) })
    }
}
