import Foundation
@testable import ViewTree

/// A list delegate that records highlight and selection calls and can refuse them.
@MainActor
final class SelectionRecorder: ListViewDelegate {
    var events: [String] = []
    var refusesHighlight: Set<IndexPath> = []
    var refusesSelection: Set<IndexPath> = []
    var refusesDeselection: Set<IndexPath> = []

    private func text(_ path: IndexPath) -> String { "\(path[0]).\(path[1])" }

    func listView(_ listView: ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { !refusesHighlight.contains(indexPath) }
    func listView(_ listView: ListView, didHighlightItemAt indexPath: IndexPath) { events.append("highlight \(text(indexPath))") }
    func listView(_ listView: ListView, didUnhighlightItemAt indexPath: IndexPath) { events.append("unhighlight \(text(indexPath))") }
    func listView(_ listView: ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !refusesSelection.contains(indexPath) }
    func listView(_ listView: ListView, didSelectItemAt indexPath: IndexPath) { events.append("select \(text(indexPath))") }
    func listView(_ listView: ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { !refusesDeselection.contains(indexPath) }
    func listView(_ listView: ListView, didDeselectItemAt indexPath: IndexPath) { events.append("deselect \(text(indexPath))") }
}
