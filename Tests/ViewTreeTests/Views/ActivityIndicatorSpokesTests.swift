import Foundation
import Testing
import ViewTree

/// The spinner's one definition, which both backends draw.
@Suite("Activity indicator: its spokes")
struct ActivityIndicatorSpokesTests {
    @Test("Twelve spokes clockwise from twelve o'clock, from 45 % to 90 % of the radius, a quarter opaque to full")
    func geometry() {
        let spokes = ActivityIndicator.spokes(in: CGRect(x: 10, y: 20, width: 40, height: 20))
        #expect(spokes.count == 12)
        // The radius is half the shorter side (10), about the box's centre (30, 30).
        #expect(abs(spokes[0].start.x - 30) < 1e-9 && abs(spokes[0].start.y - 25.5) < 1e-9)
        #expect(abs(spokes[0].end.x - 30) < 1e-9 && abs(spokes[0].end.y - 21) < 1e-9)
        // Three o'clock is the fourth spoke: clockwise in a y-down space.
        #expect(abs(spokes[3].end.x - 39) < 1e-9 && abs(spokes[3].end.y - 30) < 1e-9)
        #expect(spokes[0].opacity == 0.25 && spokes[11].opacity == 1)
        #expect(zip(spokes, spokes.dropFirst()).allSatisfy { $0.opacity < $1.opacity })
    }

    @Test("A box with no area has no spokes")
    func emptyBox() {
        #expect(ActivityIndicator.spokes(in: CGRect(x: 0, y: 0, width: 0, height: 20)).isEmpty)
        #expect(ActivityIndicator.spokes(in: CGRect(x: 0, y: 0, width: 20, height: 0)).isEmpty)
    }
}
