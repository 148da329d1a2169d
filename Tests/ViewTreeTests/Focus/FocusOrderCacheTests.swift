import Foundation
import TestSupport
import Testing
@testable import ViewTree

/// The window keeps its focus order between flushes: these check that
/// what is kept is always what a fresh walk of the tree gives.
@MainActor
@Suite("Focus order: kept between changes, made again when it may differ")
struct FocusOrderCacheTests {
    private func ids(_ views: [View]) -> [ViewID] { views.map(\.id) }

    /// A window with two buttons, a label and a plain view.
    private func screen() throws -> (Window, top: Button, bottom: Button, label: Label, plain: View) {
        let window = Window(size: CGSize(width: 300, height: 300))
        let top = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let bottom = Button(frame: CGRect(x: 0, y: 100, width: 100, height: 40))
        let label = Label(frame: CGRect(x: 0, y: 200, width: 200, height: 20))
        let plain = View(frame: CGRect(x: 0, y: 250, width: 100, height: 40))
        for view in [top, bottom, label, plain] { try window.rootView.addSubview(view) }
        return (window, top, bottom, label, plain)
    }

    @Test("A press, a new title or a colour keeps the order; a moved or hidden view makes it again")
    func keptAcrossNeutralChanges() throws {
        let (window, top, bottom, _, _) = try screen()
        #expect(ids(window.focusOrder) == ids([top, bottom]))
        #expect(window.cachedFocusOrder != nil)
        top.isHighlighted = true
        top.setTitle("Tapped 1 time", for: .normal)
        top.backgroundColor = .red
        #expect(window.cachedFocusOrder != nil, "nothing the order reads changed")
        top.frame.origin.y = 150
        #expect(window.cachedFocusOrder == nil)
        #expect(ids(window.focusOrder) == ids([bottom, top]))
        bottom.isHidden = true
        #expect(ids(window.focusOrder) == ids([top]))
    }

    @Test("Changes that record no property of their own still update the order")
    func unrecordedInputs() throws {
        let (window, top, bottom, label, plain) = try screen()
        _ = window.focusOrder
        bottom.isEnabled = false
        #expect(ids(window.focusOrder) == ids([top]), "a disabled button")
        let tap = TapGestureRecognizer()
        plain.addGestureRecognizer(tap)
        #expect(ids(window.focusOrder) == ids([top, plain]), "a new tap recognizer")
        tap.isEnabled = false
        #expect(ids(window.focusOrder) == ids([top]), "a disabled recognizer")
        tap.isEnabled = true
        _ = window.focusOrder
        plain.removeGestureRecognizer(tap)
        #expect(ids(window.focusOrder) == ids([top]), "a removed recognizer")
        plain.focusIndex = nil
        bottom.isEnabled = true
        #expect(ids(window.focusOrder) == ids([top, bottom]))
        bottom.focusIndex = 1
        #expect(ids(window.focusOrder) == ids([bottom, top]), "a focus index")
        label.text = AttributedText("Terms", link: TextLink("terms"))
        _ = window.focusOrder
        label.linkHandler = { _ in }
        #expect(ids(window.focusOrder) == ids([bottom, top, label]), "a link handler")
    }

    @Test("Checking another radio button moves the group's Tab stop")
    func radioGroupStop() throws {
        let window = Window(size: CGSize(width: 300, height: 100))
        let group = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        group.accessibilityContainerType = .radioGroup
        let radios = (0..<3).map { Button(frame: CGRect(x: CGFloat($0) * 100, y: 0, width: 90, height: 40)) }
        for radio in radios { try group.addSubview(radio) }
        try window.rootView.addSubview(group)
        #expect(ids(window.focusOrder) == ids([radios[0]]))
        radios[2].isSelected = true
        #expect(ids(window.focusOrder) == ids([radios[2]]))
    }

    @Test("Random changes: the kept order always equals a fresh walk", arguments: [1, 2, 3, 4] as [UInt64])
    func randomChanges(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let window = Window(size: CGSize(width: 400, height: 600))
        var views: [View] = [window.rootView]
        var recognizers: [TapGestureRecognizer] = []
        for step in 0..<600 {
            let view = views.randomElement(using: &random) ?? window.rootView
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1:
                let made: View = switch Int.random(in: 0..<3, using: &random) {
                case 0: Button()
                case 1: Label()
                default: View()
                }
                made.frame = CGRect(x: .random(in: 0..<300, using: &random), y: .random(in: 0..<500, using: &random),
                                    width: 80, height: 30)
                try view.addSubview(made)
                views.append(made)
            case 2 where view !== window.rootView:
                view.removeFromSuperview()
                views.removeAll { $0 === view || $0.isDescendant(of: view) }
            case 3: view.frame.origin.y = .random(in: 0..<500, using: &random)
            case 4: view.isHidden.toggle()
            case 5: (view as? Button)?.isEnabled.toggle()
            case 6: (view as? Button)?.isHighlighted.toggle()
            case 7: (view as? Button)?.isSelected.toggle()
            case 8: (view as? Button)?.setTitle("Step \(step)", for: .normal)
            case 9:
                let recognizer = TapGestureRecognizer()
                view.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            case 10: recognizers.randomElement(using: &random)?.isEnabled.toggle()
            case 11: view.focusIndex = Bool.random(using: &random) ? nil : Int.random(in: 0..<3, using: &random)
            case 12: view.accessibilityContainerType = Bool.random(using: &random) ? .radioGroup : .none
            default: view.becomeFirstResponder()
            }
            #expect(ids(window.focusOrder) == ids(window.collectFocusOrder()), "seed \(seed), step \(step)")
        }
    }
}
