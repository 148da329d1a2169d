import BrowserServer
import BrowserTesting
import ComponentKit
import Foundation
import Testing
import ViewTree

/// A session's content for the operations tests: the sample counter card
/// (a stateful component) and a text field under it.
@MainActor
final class OperationsTestView: View {
    let root = SampleRootView(note: "operations", includesList: false)
    let field = TextField(frame: CGRect(x: 16, y: 220, width: 300, height: 32))

    required init(frame: CGRect) {
        super.init(frame: frame)
        try? addSubview(root)
        try? addSubview(field)
        field.accessibilityLabel = "Note"
    }

    override func layoutSubviews() {
        root.frame = CGRect(x: 0, y: 0, width: bounds.width, height: SampleRootView.cardHeight)
    }

    /// The counter card's label ("Count: 3").
    var count: String? { (subtree.first { $0.accessibilityIdentifier == "count" } as? Label)?.text.string }

    /// The pointer messages of `count` taps on the counter's button, as the page sends them.
    func tapMessages(_ count: Int) throws -> [String] {
        let button = try #require(subtree.first { $0.accessibilityIdentifier == "tap" })
        let frame = button.convert(button.bounds, to: nil)
        return (0..<count).flatMap { index in
            let time = Double(index + 1) * 100
            return ["down", "up"].enumerated().map { offset, phase in
                #"{"t":"p","ph":"\#(phase)","x":\#(frame.midX),"y":\#(frame.midY),"ms":\#(time + Double(offset) * 50),"id":0}"#
            }
        }
    }
}

extension BrowserSession {
    /// The operations test view the session shows.
    var operationsView: OperationsTestView? { contentView as? OperationsTestView }
}
