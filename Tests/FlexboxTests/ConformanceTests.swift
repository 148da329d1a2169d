import Foundation
import FlexboxConformance
import Testing

@Suite("Yoga conformance corpus")
struct ConformanceTests {
    static let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/yoga-gentest.json")

    @Test("All 1,034 cases of Yoga's browser-generated tests lay out as Chrome did")
    func wholeCorpus() throws {
        let corpus = try ConformanceCorpus(contentsOf: Self.corpusURL)
        #expect(corpus.cases.count == 1_034)
        var failures: [String] = []
        for testCase in corpus.cases {
            if let difference = try testCase.firstDifference(tolerance: corpus.tolerance, pointScaleFactor: corpus.pointScaleFactor) {
                failures.append("\(testCase.name): \(difference)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) cases differ, first: \(failures.prefix(5).joined(separator: "\n"))")
        #expect(corpus.cases.count - failures.count == 1_034)
    }

    @Test("A malformed corpus is refused with the JSON path of the problem")
    func malformedCorpus() {
        let json = #"{"cases": [{"name": "x", "root": {"style": {"width": "wide"}}}]}"#
        #expect {
            try ConformanceCorpus(data: Data(json.utf8), source: "bad.json")
        } throws: { error in
            "\(error)" == "bad.json.cases[0].root.style.width: 'wide' is not a length"
        }
    }
}
