import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Presenting screens: sheets and full screen over an inert window, focus in and back, dismissal every way")
struct SheetPresentationTests {
    @Test("A sheet makes the content inert, takes focus to its first control, and Tab goes round inside it")
    func focusTrap() throws {
        let fixture = try PresentationFixture()
        #expect(fixture.opener.becomeFirstResponder())
        let screen = FormScreen()
        let sheet = try fixture.window.present(screen)
        #expect(fixture.content.isInert && sheet.isPresented && fixture.window.presentations.count == 1)
        #expect(fixture.focused == "form.field")
        #expect(fixture.focusOrder == ["presentation.close", "form.field", "form.button"])
        fixture.press(.tab)
        fixture.press(.tab)
        #expect(fixture.focused == "presentation.close")
        fixture.press(.tab, modifiers: .shift)
        #expect(fixture.focused == "form.button")
        // The content behind takes neither the pointer nor focus.
        #expect(!fixture.opener.becomeFirstResponder())
        #expect(fixture.window.rootView.hitTest(CGPoint(x: 40, y: 120)) !== fixture.opener)
    }

    @Test("Assistive technology reads the sheet alone: a dialog named by its title, Close and the screen inside")
    func accessibility() throws {
        let fixture = try PresentationFixture()
        try fixture.window.present(FormScreen())
        #expect(fixture.window.rootView.accessibilityDump() == """
        dialog "About"
          heading level 1 "About"
          button "Close"
          textField "Name" [focused]
          button "Save"
        """)
    }

    @Test("Close, Escape and a tap outside each dismiss a sheet; focus goes back to the opener and the content comes alive")
    func dismissal() throws {
        let fixture = try PresentationFixture(size: CGSize(width: 800, height: 700))
        for way in ["close", "escape", "outside"] {
            #expect(fixture.opener.becomeFirstResponder())
            let sheet = try fixture.window.present(FormScreen())
            var dismissed = 0
            sheet.onDismiss { dismissed += 1 }
            switch way {
            case "close": fixture.tap(try #require(fixture.find("presentation.close")))
            case "escape": fixture.press(.escape)
            default: fixture.tap(at: CGPoint(x: 10, y: 10))
            }
            #expect(!sheet.isPresented && dismissed == 1, "dismissed by \(way)")
            #expect(!fixture.content.isInert && sheet.isInert)
            #expect(fixture.window.firstResponder === fixture.opener, "focus back after \(way)")
        }
        // Dismissed presentations leave the tree at the next change.
        try fixture.window.present(FormScreen())
        #expect(fixture.window.rootView.subviews.filter { $0 is PresentationView }.count == 1)
    }

    @Test("A tap inside the sheet, on its panel, does not dismiss it")
    func tapInside() throws {
        let fixture = try PresentationFixture()
        let sheet = try fixture.window.present(FormScreen())
        fixture.tap(at: CGPoint(x: 300, y: 600))
        #expect(sheet.isPresented)
    }

    @Test("With interactive dismissal off, Escape and outside taps leave it up; Close and code dismiss it")
    func modalInPresentation() throws {
        let fixture = try PresentationFixture(size: CGSize(width: 800, height: 700))
        let sheet = try fixture.window.present(FormScreen())
        sheet.allowsInteractiveDismissal = false
        fixture.press(.escape)   // the field lets go of focus only
        #expect(sheet.isPresented && fixture.window.firstResponder == nil)
        fixture.press(.escape)
        fixture.tap(at: CGPoint(x: 10, y: 10))
        #expect(sheet.isPresented)
        fixture.tap(try #require(fixture.find("presentation.close")))
        #expect(!sheet.isPresented)
    }

    @Test("Dragging the bar down far or fast dismisses; a short slow drag puts the sheet back")
    func dragging() throws {
        let fixture = try PresentationFixture()
        let sheet = try fixture.window.present(FormScreen())
        let resting = sheet.panel.frame
        let bar = CGPoint(x: 195, y: resting.minY + 20)
        fixture.drag(from: bar, down: 60, duration: 0.5)
        #expect(sheet.isPresented && sheet.panel.frame == resting)
        fixture.drag(from: bar, down: resting.height * 0.35, duration: 1)
        #expect(!sheet.isPresented)
        let again = try fixture.window.present(FormScreen())
        fixture.drag(from: bar, down: 80, duration: 0.04)
        #expect(!again.isPresented)
    }

    @Test("A narrow window shows a sheet from near the top with a grabber; a wide one a centred card; full screen covers all")
    func geometry() throws {
        let narrow = try PresentationFixture(size: CGSize(width: 390, height: 844))
        let sheet = try narrow.window.present(FormScreen())
        #expect(sheet.panel.frame == CGRect(x: 0, y: 51, width: 390, height: 793) && !sheet.grabber.isHidden)
        sheet.dismiss(animated: false)
        let cover = try narrow.window.present(FormScreen(), style: .fullScreen)
        #expect(cover.panel.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && cover.backdrop.isHidden)
        narrow.window.size = CGSize(width: 400, height: 600)
        #expect(cover.frame.size == CGSize(width: 400, height: 600) && cover.panel.frame.size == CGSize(width: 400, height: 600))

        let wide = try PresentationFixture(size: CGSize(width: 1000, height: 800))
        let card = try wide.window.present(FormScreen())
        #expect(card.panel.frame == CGRect(x: 230, y: 90, width: 540, height: 620) && card.grabber.isHidden)
    }

    @Test("Presenting slides the panel in and fades the backdrop; dismissing plays them out and hides them")
    func animations() throws {
        let fixture = try PresentationFixture()
        _ = fixture.window.takeTransaction()
        let sheet = try fixture.window.present(FormScreen())
        let animated = fixture.window.takeTransaction().mutations.compactMap { mutation -> (ViewID, String)? in
            guard case let .animate(id, animation) = mutation else { return nil }
            return (id, animation.key)
        }
        #expect(animated.contains { $0 == (sheet.panel.id, "frame") } && animated.contains { $0 == (sheet.backdrop.id, "alpha") })
        sheet.dismiss()
        let out = fixture.window.takeTransaction().mutations.compactMap { mutation -> ViewAnimation? in
            guard case let .animate(id, animation) = mutation, id == sheet.panel.id else { return nil }
            return animation
        }
        #expect(out.count == 1 && out[0].hidesWhenFinished && out[0].to == .frame(sheet.offscreenPanelFrame))
    }

    @Test("Reduced motion places the sheet at once")
    func reducedMotion() throws {
        let fixture = try PresentationFixture(traits: TraitCollection(reducesMotion: true))
        _ = fixture.window.takeTransaction()
        try fixture.window.present(FormScreen())
        let frames = fixture.window.takeTransaction().mutations.filter {
            if case let .animate(_, animation) = $0 { return animation.key == "frame" } else { return false }
        }
        #expect(frames.isEmpty)
    }

    @Test("A presented stack keeps the window's location, and shows Back over Close once it pushes")
    func navigationInside() throws {
        let fixture = try PresentationFixture()
        _ = fixture.window.takeTransaction()
        let sheet = try fixture.window.present(FormScreen())
        #expect(recordedLocations(fixture.window).isEmpty)
        let navigation = try #require(sheet.navigation)
        navigation.push(FormScreen(title: "Details"))
        #expect(navigation.backButton.currentTitle == "‹ Back" && navigation.backButton.accessibilityIdentifier == "navigation.back")
        navigation.pop()
        #expect(navigation.backButton.currentTitle == "Close")
        #expect(recordedLocations(fixture.window).isEmpty)
    }
}
