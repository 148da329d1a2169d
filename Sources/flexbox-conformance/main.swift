// Usage: flexbox-conformance CORPUS.json [MORE.json ...]
//
// Lays out every case of each corpus, printing each failing case with the
// first node that differs, and last a line `N passed, M failed`.
// Exits 0 only when nothing failed.
import Flexbox
import FlexboxConformance
import Foundation

let paths = Array(CommandLine.arguments.dropFirst())
if paths.isEmpty {
    FileHandle.standardError.write(Data("usage: flexbox-conformance CORPUS.json [MORE.json ...]\n".utf8))
    exit(2)
}
var passed = 0
var failed = 0
for path in paths {
    do {
        let corpus = try ConformanceCorpus(json: Data(contentsOf: URL(fileURLWithPath: path)))
        let report = corpus.run()
        for failure in report.failures { print(failure) }
        passed += report.passed
        failed += report.failures.count
    } catch {
        FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
        failed += 1
    }
}
print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
