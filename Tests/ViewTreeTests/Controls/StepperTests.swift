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

    @Test("Held down, a half repeats: once at the press, then after half a second every tenth of a second, until let go")
    func autorepeat() throws {
        let fixture = try ControlFixture(stepper(ValueRange(0...100, step: 1), value: 0))
        let plus = fixture.control.convert(CGPoint(x: 70, y: 16), to: nil)
        fixture.window.send(PointerEvent(.down, at: plus, time: 10))
        #expect(fixture.control.value == 1, "the press steps at once")
        fixture.window.advanceClock(to: 10.4)
        #expect(fixture.control.value == 1, "not yet half a second")
        fixture.window.advanceClock(to: 10.5)
        fixture.window.advanceClock(to: 10.85)
        #expect(fixture.control.value == 5, "at 0.5, 0.6, 0.7 and 0.8 s")
        fixture.window.send(PointerEvent(.up, at: plus, time: 10.9))
        #expect(fixture.control.value == 6 && fixture.changes == 6, "letting go steps no more (the up's own clock made the 0.9 s repeat)")
        fixture.window.advanceClock(to: 12)
        #expect(fixture.control.value == 6)
    }

    @Test("Moving off the half stops the repeats; a stalled clock makes up at most ten at once; without autorepeat a hold steps once")
    func autorepeatLimits() throws {
        let fixture = try ControlFixture(stepper(ValueRange(0...100, step: 1), value: 50))
        let minus = fixture.control.convert(CGPoint(x: 20, y: 16), to: nil)
        fixture.window.send(PointerEvent(.down, at: minus, time: 10))
        fixture.window.advanceClock(to: 20)
        #expect(fixture.control.value == 39, "one for the press, ten made up")
        fixture.window.send(PointerEvent(.move, at: fixture.control.convert(CGPoint(x: 70, y: 16), to: nil), time: 20.1))
        #expect(fixture.control.value == 38, "the move's clock made the 9.6 s repeat, while still on the half")
        fixture.window.advanceClock(to: 21)
        #expect(fixture.control.value == 38, "off its half: no more")
        fixture.window.send(PointerEvent(.up, at: minus, time: 21.1))

        fixture.control.autorepeat = false
        fixture.window.send(PointerEvent(.down, at: minus, time: 30))
        fixture.window.advanceClock(to: 32)
        fixture.window.send(PointerEvent(.up, at: minus, time: 32.1))
        #expect(fixture.control.value == 37)
    }

    @Test("Read as one adjustable element with its value; its signs are not read on their own")
    func accessibility() throws {
        let fixture = try ControlFixture(stepper())
        fixture.control.accessibilityLabel = "Guests"
        #expect(fixture.window.rootView.accessibilityDump() == "adjustable \"Guests\" value=\"2\"")
        #expect(fixture.control.controlAccessibility?.range == 0...5)
    }
}
