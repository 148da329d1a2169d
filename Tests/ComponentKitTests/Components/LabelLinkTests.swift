import Foundation
import RasterBackend
import Testing
@testable import ComponentKit

/// Records what link actions receive.
@MainActor
private final class LinkLog {
    var taps: [TextLink] = []
    var longPresses: [TextLink] = []
}

@MainActor
@Suite("Links in labels")
struct LabelLinkTests {
    let context = LayoutContext(textMeasurer: PangoTextSystem.shared, pointScale: 2)
    let terms = TextLink(url: URL(string: "https://example.com/terms")!)
    let profile = TextLink("ada")

    var text: AttributedText {
        AttributedText("Read the ") + AttributedText("terms", color: .tint, link: terms) + AttributedText(" or see ")
            + AttributedText("Ada", color: .tint, link: profile) + AttributedText(" now")
    }

    /// A label component mounted at the window's origin; the log hears its links.
    private func mounted(_ log: LinkLog, longPress: Bool = true, size: CGSize = CGSize(width: 320, height: 40)) throws
        -> (Window, Label)
    {
        let window = Window(size: size)
        let component = LabelComponent(
            text, font: .system(size: 16),
            onLinkTap: Action(identity: "tap") { link in log.taps.append(link) },
            onLinkLongPress: longPress ? Action(identity: "long") { link in log.longPresses.append(link) } : nil)
        let layout = component.layout(constrainedTo: try SizeRange(min: .zero, max: size), context: context)
        _ = ComponentMounter().mount(layout, in: window.rootView)
        let label = try #require(window.rootView.subtree.compactMap { $0 as? Label }.first)
        return (window, label)
    }

    private func point(of range: Range<Int>, in label: Label) throws -> CGPoint {
        let rect = try #require(label.rects(forCharacters: range).first)
        return label.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test("Without a handler, a web link still works: a tap or Enter opens its address; app links and other schemes do nothing")
    func unhandledWebLinksOpen() throws {
        let window = Window(size: CGSize(width: 320, height: 40))
        let unsafe = TextLink(url: URL(string: "javascript:alert(1)")!)
        let component = LabelComponent(text + AttributedText(" or ") + AttributedText("this", link: unsafe), font: .system(size: 16))
        let layout = component.layout(constrainedTo: try SizeRange(min: .zero, max: window.size), context: context)
        _ = ComponentMounter().mount(layout, in: window.rootView)
        let label = try #require(window.rootView.subtree.compactMap { $0 as? Label }.first)
        #expect(label.canBecomeFirstResponder, "a label with a web link is a focus stop")
        _ = window.takeTransaction()
        func opened() -> [URL] { window.takeTransaction().mutations.compactMap { if case let .openURL(url) = $0 { url } else { nil } } }
        let termsPoint = try point(of: 9..<14, in: label)
        window.send(PointerEvent(.down, at: termsPoint, time: 0))
        window.send(PointerEvent(.up, at: termsPoint, time: 0.1))
        #expect(opened() == [URL(string: "https://example.com/terms")!])
        let adaPoint = try point(of: 22..<25, in: label)
        window.send(PointerEvent(.down, at: adaPoint, time: 1))
        window.send(PointerEvent(.up, at: adaPoint, time: 1.1))
        #expect(opened().isEmpty, "an app link with no handler has nowhere to go")
        #expect(label.becomeFirstResponder())
        #expect(window.send(KeyEvent(.down, key: .enter)))
        #expect(opened() == [URL(string: "https://example.com/terms")!], "Enter opens the focused link")
        #expect(!label.activateLink(at: 2) && opened().isEmpty, "a javascript: link is never opened")
        #expect(!window.open(URL(string: "file:///etc/passwd")!))
    }

    @Test("Tapping a link sends the tap action with that link; tapping beside it sends nothing")
    func tap() throws {
        let log = LinkLog()
        let (window, label) = try mounted(log)
        let termsPoint = try point(of: 9..<14, in: label)
        window.send(PointerEvent(.down, at: termsPoint, time: 0))
        window.send(PointerEvent(.up, at: termsPoint, time: 0.1))
        #expect(log.taps == [terms])
        let adaPoint = try point(of: 22..<25, in: label)
        window.send(PointerEvent(.down, at: adaPoint, time: 1))
        window.send(PointerEvent(.up, at: adaPoint, time: 1.1))
        #expect(log.taps == [terms, profile])
        #expect(log.taps.last?.value(as: String.self) == "ada")
        let plain = try point(of: 2..<3, in: label)
        window.send(PointerEvent(.down, at: plain, time: 2))
        window.send(PointerEvent(.up, at: plain, time: 2.1))
        let pastTheEnd = CGPoint(x: 310, y: termsPoint.y)
        window.send(PointerEvent(.down, at: pastTheEnd, time: 3))
        window.send(PointerEvent(.up, at: pastTheEnd, time: 3.1))
        #expect(log.taps.count == 2 && log.longPresses.isEmpty)
    }

    @Test("The pressed link is highlighted (and recorded for backends) until the pointer goes up")
    func highlightWhilePressed() throws {
        let log = LinkLog()
        let (window, label) = try mounted(log)
        _ = window.takeTransaction()
        let adaPoint = try point(of: 22..<25, in: label)
        window.send(PointerEvent(.down, at: adaPoint, time: 0))
        #expect(label.highlightedLinkIndex == 1)
        #expect(window.takeTransaction().mutations.contains { $0 == .set(label.id, .highlightedLink(1)) })
        window.send(PointerEvent(.up, at: adaPoint, time: 0.1))
        #expect(label.highlightedLinkIndex == nil)
        #expect(log.taps == [profile])
    }

    @Test("Dragging off a pressed link removes the highlight and sends nothing")
    func dragOff() throws {
        let log = LinkLog()
        let (window, label) = try mounted(log)
        let start = try point(of: 9..<14, in: label)
        window.send(PointerEvent(.down, at: start, time: 0))
        #expect(label.highlightedLinkIndex == 0)
        window.send(PointerEvent(.move, at: CGPoint(x: start.x + 40, y: start.y), time: 0.05))
        #expect(label.highlightedLinkIndex == nil)
        window.send(PointerEvent(.up, at: start, time: 0.1))
        #expect(log.taps.isEmpty)
    }

    @Test("Holding a link sends the long-press action once, and no tap")
    func longPress() throws {
        let log = LinkLog()
        let (window, label) = try mounted(log)
        let termsPoint = try point(of: 9..<14, in: label)
        window.send(PointerEvent(.down, at: termsPoint, time: 0))
        window.advanceClock(to: 0.3)
        #expect(log.longPresses.isEmpty)
        window.advanceClock(to: 0.6)
        #expect(log.longPresses == [terms])
        #expect(label.highlightedLinkIndex == 0, "still pressed")
        window.send(PointerEvent(.up, at: termsPoint, time: 0.9))
        #expect(log.longPresses == [terms] && log.taps.isEmpty)
        #expect(label.highlightedLinkIndex == nil)
    }

    @Test("The label takes focus; Enter activates its first link, Tab moves to the next before leaving")
    func keyboard() throws {
        let log = LinkLog()
        let (window, label) = try mounted(log)
        #expect(label.canBecomeFirstResponder)
        #expect(label.becomeFirstResponder())
        window.send(KeyEvent(.down, key: .enter))
        #expect(log.taps == [terms])
        window.send(KeyEvent(.down, key: .tab))
        #expect(label.isFirstResponder && label.focusedLinkIndex == 1)
        window.send(KeyEvent(.down, key: .enter))
        #expect(log.taps == [terms, profile])
        window.send(KeyEvent(.down, key: .tab, modifiers: .shift))
        #expect(label.focusedLinkIndex == 0)
    }

    @Test("A label whose text loses its links gives up focus; plain labels never take it")
    func focusFollowsLinks() throws {
        let log = LinkLog()
        let (window, label) = try mounted(log)
        #expect(label.becomeFirstResponder())
        label.text = "No links any more"
        #expect(!label.isFirstResponder && !label.canBecomeFirstResponder)
        #expect(window.focusOrder.isEmpty)
        let plain = LabelComponent("Plain").layout(constrainedTo: .unconstrained, context: context)
        let plainWindow = Window(size: CGSize(width: 200, height: 40))
        _ = ComponentMounter().mount(plain, in: plainWindow.rootView)
        #expect(plainWindow.focusOrder.isEmpty)
    }

    @Test("A screen reader meets the links as link elements inside the label's text")
    func accessibility() throws {
        let log = LinkLog()
        let (window, _) = try mounted(log)
        let dump = window.accessibilityDump()
        #expect(dump.contains("link \"terms\" value=\"https://example.com/terms\""), "\(dump)")
        #expect(dump.contains("  link \"Ada\""), "\(dump)")
    }

    @Test("A re-render hands the label its new actions, even mid-press, without re-installing anything")
    func newActionsReachTheLabel() throws {
        let first = LinkLog(), second = LinkLog()
        let window = Window(size: CGSize(width: 320, height: 40))
        let mounter = ComponentMounter()
        func render(_ log: LinkLog) throws -> MountStatistics {
            let component = LabelComponent(text, font: .system(size: 16), onLinkTap: Action(identity: "tap") { log.taps.append($0) })
            return mounter.mount(component.layout(constrainedTo: try SizeRange(min: .zero, max: window.size), context: context),
                                 in: window.rootView)
        }
        _ = try render(first)
        let label = try #require(window.rootView.subtree.compactMap { $0 as? Label }.first)
        let recognizer = try #require(label.gestureRecognizers.first { $0 is TextLinkGestureRecognizer })
        let termsPoint = try point(of: 9..<14, in: label)
        window.send(PointerEvent(.down, at: termsPoint, time: 0))
        #expect(try render(second).mutationCount == 0)
        window.send(PointerEvent(.up, at: termsPoint, time: 0.1))
        #expect(first.taps.isEmpty && second.taps == [terms])
        #expect(label.gestureRecognizers.first { $0 is TextLinkGestureRecognizer } === recognizer)
    }

    @Test("An identical remount changes nothing; removing the actions takes the handler off")
    func remount() throws {
        let log = LinkLog()
        let window = Window(size: CGSize(width: 320, height: 40))
        let same = LabelComponent(
            text, font: .system(size: 16), onLinkTap: Action(identity: "tap") { link in log.taps.append(link) },
            onLinkLongPress: Action(identity: "long") { link in log.longPresses.append(link) })
        let mounter = ComponentMounter()
        _ = mounter.mount(same.layout(constrainedTo: try SizeRange(min: .zero, max: window.size), context: context), in: window.rootView)
        let again = mounter.mount(same.layout(constrainedTo: try SizeRange(min: .zero, max: window.size), context: context), in: window.rootView)
        #expect(again.mutationCount == 0)
        let bare = LabelComponent(text, font: .system(size: 16))
        _ = mounter.mount(bare.layout(constrainedTo: try SizeRange(min: .zero, max: window.size), context: context), in: window.rootView)
        let mountedLabel = window.rootView.subtree.compactMap { $0 as? Label }.first!
        #expect(mountedLabel.linkHandler == nil)
        #expect(mountedLabel.canBecomeFirstResponder, "its web link still opens without a handler")
        // With only an app link left, nothing hears the links: no focus, no recognizer.
        let appLinkOnly = LabelComponent(AttributedText("See ") + AttributedText("Ada", link: profile), font: .system(size: 16))
        _ = mounter.mount(appLinkOnly.layout(constrainedTo: try SizeRange(min: .zero, max: window.size), context: context),
                          in: window.rootView)
        #expect(!mountedLabel.canBecomeFirstResponder)
        #expect(!mountedLabel.gestureRecognizers.contains { $0 is TextLinkGestureRecognizer })
    }
}
