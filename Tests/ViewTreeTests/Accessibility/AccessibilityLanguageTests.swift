import Foundation
import Synchronization
import Testing
@testable import ViewTree

@MainActor
@Suite("Accessibility language: a language tag per element, checked where it is set")
struct AccessibilityLanguageTests {
    @Test("A language tag is kept, recorded as a change, and read in the dump")
    func kept() throws {
        let window = Window(size: CGSize(width: 200, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "日本語"
        try window.rootView.addSubview(label)
        _ = window.takeTransaction()
        label.accessibilityLanguage = "ja"
        #expect(label.accessibilityLanguage == "ja")
        #expect(window.takeTransaction().mutations.contains { $0 == .set(label.id, .accessibilityLanguage("ja")) })
        #expect(window.rootView.accessibilityDump().contains("\"日本語\" lang=ja"))
        for tag in ["ar-EG", "zh-Hant-TW", "de-CH-1996", "x-klingon"] {
            label.accessibilityLanguage = tag
            #expect(label.accessibilityLanguage == tag)
        }
        label.accessibilityLanguage = nil
        #expect(label.accessibilityLanguage == nil && !window.rootView.accessibilityDump().contains("lang="))
    }

    @Test("A value that is no language tag is refused: the language stays, and the refusal names the view and the value")
    func refused() {
        let reported = Mutex<[String]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem.message) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }
        let label = Label(frame: .zero)
        label.accessibilityIdentifier = "greeting"
        label.accessibilityLanguage = "he"
        let bad = ["en US", "\" onload=\"x", "", "-en", "en-", "toolonglanguage", "ja_JP", String(repeating: "a-", count: 40) + "a", "日本"]
        for value in bad {
            label.accessibilityLanguage = value
            #expect(label.accessibilityLanguage == "he", "\(value)")
        }
        let messages = reported.withLock { $0 }.filter { $0.contains("\"greeting\"") }
        #expect(messages.count == bad.count)
        #expect(messages.first == "accessibilityLanguage \"en US\" of Label \"greeting\" is not a BCP 47 language tag (\"ja\", \"ar-EG\"); its language stays \"he\"")
    }
}
