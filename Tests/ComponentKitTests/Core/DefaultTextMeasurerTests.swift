import Foundation
import RasterBackend
import Synchronization
import Testing
@testable import ComponentKit

/// Issue 19's first silent failure: the README's data source example laid
/// every label out as empty, because `LayoutContext()` had no measurer.
@MainActor
@Suite("Default text measurer", .serialized)
struct DefaultTextMeasurerTests {
    @Test("Linking RasterBackend makes Pango the default measurer of LayoutContext()")
    func rasterBackendInstallsPango() {
        #expect(DefaultTextMeasurer.current is PangoTextSystem)
        #expect(LayoutContext().textMeasurer is PangoTextSystem)
    }

    @Test("A label laid out with the default context gets its measured size, as with Pango given explicitly")
    func labelMeasuresWithDefaultContext() {
        let label = LabelComponent(AttributedText("Golden Gate"), font: .system(size: 17))
        let implicit = label.layout(constrainedTo: .flexibleHeight(width: 390))
        let explicit = label.layout(constrainedTo: .flexibleHeight(width: 390),
                                    context: LayoutContext(textMeasurer: PangoTextSystem.shared))
        #expect(implicit.size.height > 15)
        #expect(implicit.size == explicit.size)
    }

    @Test("A hosting view made without a layout context measures its labels")
    func hostingViewMeasuresByDefault() {
        let provider = ComponentProvider<String, Void> { title, _ in
            LabelComponent(AttributedText(title), font: .system(size: 17))
        }
        let host = HostingView(provider: provider, sizeRangeProvider: .flexibleHeight, context: (),
                               frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        host.update(model: "Golden Gate")
        let label = host.subviews.first
        #expect((label?.frame.width ?? 0) > 50)
        #expect((label?.frame.height ?? 0) > 15)
    }

    @Test("Without any measurer, text measures as empty and the first such label is reported once, by name")
    func missingMeasurerIsReported() {
        let reported = Mutex<[ComponentDiagnostics.Problem]>([])
        ComponentDiagnostics.setHandler { problem in reported.withLock { $0.append(problem) } }
        defer { ComponentDiagnostics.setHandler(ComponentDiagnostics.standardErrorHandler) }

        let bare = LayoutContext(textMeasurer: nil)
        let first = LabelComponent(AttributedText("Golden Gate")).layout(constrainedTo: .unconstrained, context: bare)
        _ = ButtonComponent(title: "Open").layout(constrainedTo: .unconstrained, context: bare)
        #expect(first.size == .zero)
        let problems = reported.withLock { $0 }
        #expect(problems.count == 1)
        #expect(problems.first?.kind == "missing-text-measurer")
        #expect(problems.first?.message.contains("LabelComponent \"Golden Gate\" measured its text as empty") == true)
        #expect(problems.first?.message.contains("DefaultTextMeasurer.install") == true)
    }
}
