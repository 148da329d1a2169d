// Usage: flexbox-conformance CORPUS.json [MORE.json ...]
//
// Lays out every case of each corpus and prints, for each failing case, its
// name and the first node that differs; the last line is `N passed, M failed`.
// Exits 0 only when nothing failed.
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
        let corpus = try ConformanceCorpus(contentsOf: URL(fileURLWithPath: path))
        for testCase in corpus.cases {
            do {
                if let difference = try testCase.firstDifference(tolerance: corpus.tolerance, pointScaleFactor: corpus.pointScaleFactor) {
                    failed += 1
                    print("FAIL \(testCase.name)\n  \(difference)")
                } else {
                    passed += 1
                }
            } catch {
                failed += 1
                print("FAIL \(testCase.name)\n  \(error)")
            }
        }
    } catch {
        FileHandle.standardError.write(Data("flexbox-conformance: \(path): \(error)\n".utf8))
        exit(2)
    }
}
print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
