import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Stepper: steps by halves and keys, stops or wraps at the ends, one adjustable element")
struct StepperTests {
    private func stepper(_ range: ValueRange = ValueRange(0...5, step: 1), value: Double = 2, wraps: Bool = false) -> Stepper {
        let stepper = Stepper()
        stepper.range = range
        stepper.value = value
        stepper.wraps = wraps
        return stepper
    }

    @Test("The plus half raises, the minus half lowers; at an end it stays and sends nothing")
    func halves() throws {
        let fixture = try ControlFixture(stepper())
        fixture.tap(at: CGPoint(x: 70, y: 16))
        fixture.tap(at: CGPoint(x: 70, y: 16))
        #expect(fixture.control.value == 4)
        fixture.tap(at: CGPoint(x: 20, y: 16))
        #expect(fixture.control.value == 3 && fixture.changes == 3)
        for _ in 0..<4 { fixture.tap(at: CGPoint(x: 70, y: 16)) }
        #expect(fixture.control.value == 5 && fixture.changes == 5)
    }

    @Test("Wrapping: past the maximum is the minimum, and back")
    func wrapping() throws {
        let fixture = try ControlFixture(stepper(value: 5, wraps: true))
        fixture.press(.arrowUp)
        #expect(fixture.control.value == 0)
        fixture.press(.arrowDown)
        #expect(fixture.control.value == 5)
    }

    @Test("Keys: arrows a step, Page Up and Down ten steps, Home and End the ends; right to left the halves and Left and Right swap")
    func keys() throws {
        let fixture = try ControlFixture(stepper(ValueRange(0...100, step: 5), value: 50))
        fixture.press(.arrowRight)
        fixture.press(.pageUp)
        #expect(fixture.control.value == 100)
        fixture.press(.home)
        #expect(fixture.control.value == 0)
        let mirrored = try ControlFixture(stepper(), traits: TraitCollection(layoutDirection: .rightToLeft))
        mirrored.press(.arrowRight)
        #expect(mirrored.control.value == 1)
        mirrored.tap(at: CGPoint(x: 20, y: 16))
        #expect(mirrored.control.value == 2)
    }

    @Test("Read as one adjustable element with its value; its signs are not read on their own")
    func accessibility() throws {
        let fixture = try ControlFixture(stepper())
        fixture.control.accessibilityLabel = "Guests"
        #expect(fixture.window.rootView.accessibilityDump() == "adjustable \"Guests\" value=\"2\"")
        #expect(fixture.control.controlAccessibility?.range == 0...5)
    }
}
