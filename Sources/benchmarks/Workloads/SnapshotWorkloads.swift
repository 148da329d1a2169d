import ComponentSnapshotTesting
import Foundation

/// Verifying component snapshots against references on disk.
@MainActor
enum SnapshotWorkloads {
    static var all: [Workload] {
        [
            Workload(name: "snapshot.verify", itemCount: 100, samples: 5, prepare: {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(UUID().uuidString)")
                let components = (0..<100).map(card)
                // Record the references once, untimed.
                for (index, component) in components.enumerated() {
                    _ = verifySnapshot(of: component, as: .image(sizeRange: .flexibleHeight(width: 320)), named: "\(index)",
                                       record: .all, snapshotDirectory: directory.path, testName: "bench")
                }
                return {
                    var failures = 0
                    for (index, component) in components.enumerated() {
                        if verifySnapshot(of: component, as: .image(sizeRange: .flexibleHeight(width: 320)), named: "\(index)",
                                          record: .never, snapshotDirectory: directory.path, testName: "bench") != nil {
                            failures += 1
                        }
                    }
                    precondition(failures == 0, "snapshot.verify: \(failures) of 100 snapshots failed against their own references")
                    return failures
                }
            })
        ]
    }

    /// A card with a thumbnail, a title and a subtitle.
    static func card(_ index: Int) -> some Component {
        BackgroundComponent(
            InsetComponent(insets: EdgeInsets(all: 12), child: try! StaticLayoutComponent(children: [
                .init(position: .zero, ImageComponent(MountWorkloads.thumbnail)),
                .init(position: CGPoint(x: 60, y: 2), LabelComponent(AttributedText("Card number \(index)"), font: .system(size: 16, weight: .semibold))),
                .init(position: CGPoint(x: 60, y: 26), LabelComponent("A subtitle with a few more words", font: .system(size: 13), color: .gray)),
            ])),
            background: ViewComponent(view: ViewConfiguration(View.self, [.backgroundColor(.white), .cornerRadius(10), .borderWidth(1), .borderColor(.lightGray)])))
    }
}
