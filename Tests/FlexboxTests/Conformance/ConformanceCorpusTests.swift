import Foundation
import Testing
@testable import Flexbox
import FlexboxConformance

@Suite("Conformance corpus")
struct ConformanceCorpusTests {
    static func loadCorpus(_ name: String = "yoga-gentest") throws -> ConformanceCorpus {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try ConformanceCorpus(json: Data(contentsOf: url))
    }

    @Test("random trees laid out by Chromium (unrounded, tolerance 0.5) all match")
    func chromiumDifferentialCorpus() throws {
        let corpus = try Self.loadCorpus("chromium-random")
        #expect(corpus.pointScaleFactor == 0)
        #expect(corpus.tolerance == 0.5)
        #expect(corpus.cases.count == 650)
        let report = corpus.run()
        for failure in report.failures.prefix(20) { Issue.record("\(failure)") }
        #expect(report.failures.isEmpty)
    }

    @Test("wrapping rows whose items add up exactly to the container stay on one line, as in Chromium")
    func exactSumsStayOnOneLine() throws {
        let corpus = try Self.loadCorpus("chromium-exact-sums")
        #expect(corpus.cases.count == 170)
        let report = corpus.run()
        for failure in report.failures.prefix(20) { Issue.record("\(failure)") }
        #expect(report.failures.isEmpty)
    }

    @Test("every case of Yoga's Chrome-generated corpus matches (1,034 of 1,034)")
    func wholeCorpusPasses() throws {
        let corpus = try Self.loadCorpus()
        #expect(corpus.cases.count == 1034)
        let report = corpus.run()
        for failure in report.failures.prefix(20) { Issue.record("\(failure)") }
        #expect(report.passed == 1034)
        #expect(report.failures.isEmpty)
    }

    @Test("a wrong expectation is reported with the case name and the first differing node")
    func mismatchIsReported() throws {
        var corpus = try Self.loadCorpus()
        corpus.cases = [corpus.cases[0]]
        corpus.cases[0].root.children[0].expected?.width += 3
        let report = corpus.run()
        #expect(report.passed == 0)
        let failure = try #require(report.failures.first)
        #expect(failure.caseName == corpus.cases[0].name)
        #expect(failure.path == "root/0")
        #expect(report.summary == "0 passed, 1 failed")
    }
}
