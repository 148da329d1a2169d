import Foundation
import Synchronization
import Testing
@testable import ViewTree

/// Tests work on their own slot: the process's default is shared by every
/// test in the process (which links the raster backend).
@Suite("Default text measurer")
struct DefaultTextMeasurerTests {
    struct WidthMeasurer: TextMeasuring {
        let advance: CGFloat
        func measure(_ request: TextLayoutRequest) -> TextMeasurement {
            let width = CGFloat(request.text.string.count) * advance
            return TextMeasurement(size: CGSize(width: width, height: 10), lineCount: 1, isTruncated: false,
                                   firstBaseline: 8, lastBaseline: 8)
        }
    }

    static func advance(of measurer: (any TextMeasuring)?) -> CGFloat? {
        (measurer as? WidthMeasurer)?.advance
    }

    @Test("Nothing is installed in a program without a backend; install and uninstall set it")
    func installAndUninstall() {
        let slot = TextMeasurerSlot()
        #expect(slot.current == nil)
        slot.install(WidthMeasurer(advance: 2))
        #expect(Self.advance(of: slot.current) == 2)
        slot.uninstall()
        #expect(slot.current == nil)
    }

    @Test("A backend installing late never replaces the program's measurer; its provider runs once, when first asked")
    func installIfNoneKeepsTheProgramsChoice() {
        let slot = TextMeasurerSlot()
        slot.install(WidthMeasurer(advance: 2))
        slot.installIfNone { WidthMeasurer(advance: 7) }
        #expect(Self.advance(of: slot.current) == 2)

        slot.uninstall()
        let made = Mutex(0)
        slot.installIfNone {
            made.withLock { $0 += 1 }
            return WidthMeasurer(advance: 7)
        }
        #expect(made.withLock { $0 } == 0)
        #expect(Self.advance(of: slot.current) == 7)
        #expect(Self.advance(of: slot.current) == 7)
        #expect(made.withLock { $0 } == 1)
    }
}
