import Foundation
import Testing
@testable import ViewTree

@MainActor
@Suite("Mutation recording")
struct MutationRecordingTests {
    @Test("A new window's first transaction creates the root and names it")
    func rootCreation() {
        let window = Window(size: CGSize(width: 100, height: 50))
        let transaction = window.takeTransaction()
        #expect(transaction.number == 1)
        #expect(transaction.mutations.count == 2)
        guard case let .create(id, kind, properties) = transaction.mutations[0] else {
            Issue.record("expected create, got \(transaction.mutations[0])")
            return
        }
        #expect(id == window.rootView.id)
        #expect(kind == .view)
        #expect(properties.contains(.frame(CGRect(x: 0, y: 0, width: 100, height: 50))))
        #expect(transaction.mutations[1] == .setRoot(window.rootView.id))
        #expect(window.takeTransaction() == ViewTransaction(number: 2, mutations: []))
    }

    @Test("With recording off the tree changes but no mutations are kept; turning it off drops the pending ones")
    func recordingOff() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        try window.rootView.addSubview(label)
        #expect(window.hasPendingMutations)
        window.recordsMutations = false
        #expect(!window.hasPendingMutations)
        label.text = "Quiet"
        let passing = View(frame: .zero)
        try window.rootView.addSubview(passing)
        passing.removeFromSuperview()
        #expect(!window.hasPendingMutations)
        #expect(window.rootView.subviews.count == 1 && label.text == "Quiet")
        window.recordsMutations = true
        label.text = "Heard"
        let resumed = window.takeTransaction()
        #expect(resumed.mutations == [.set(label.id, .text(AttributedText("Heard")))])
        #expect(!resumed.isComplete, "the changes made while not recording are missing from it")
        label.text = "Again"
        #expect(window.takeTransaction().isComplete)
    }

    @Test("Attaching a subtree records creates parents-first, each followed by its insert")
    func attachSubtree() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        _ = window.takeTransaction()
        let card = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let label = Label(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        label.text = "Hi"
        try card.addSubview(label)
        #expect(!window.hasPendingMutations, "detached changes are not recorded")
        try window.rootView.addSubview(card)
        let mutations = window.takeTransaction().mutations
        #expect(mutations.count == 4)
        guard case .create(card.id, .view, _) = mutations[0],
            case let .create(labelID, .label, labelProperties) = mutations[1]
        else {
            Issue.record("unexpected mutations \(mutations)")
            return
        }
        #expect(labelID == label.id)
        #expect(labelProperties.contains(.text("Hi")), "the create carries values set while detached")
        #expect(mutations[2] == .insert(label.id, into: card.id, at: 0))
        #expect(mutations[3] == .insert(card.id, into: window.rootView.id, at: 0))
    }

    @Test("A property set to a new value is recorded once; setting the same value records nothing")
    func propertyChanges() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let view = View()
        try window.rootView.addSubview(view)
        _ = window.takeTransaction()
        view.backgroundColor = .red
        view.backgroundColor = .red
        view.alpha = 0.5
        view.frame = CGRect(x: 1, y: 1, width: 10, height: 10)
        view.isHidden = false
        #expect(window.takeTransaction().mutations == [
            .set(view.id, .backgroundColor(.red)),
            .set(view.id, .alpha(0.5)),
            .set(view.id, .frame(CGRect(x: 1, y: 1, width: 10, height: 10))),
        ])
    }

    @Test("Moving among siblings and to another parent in the same window is one move")
    func moves() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let a = View(), b = View(), c = View()
        for view in [a, b, c] { try window.rootView.addSubview(view) }
        _ = window.takeTransaction()
        try window.rootView.moveSubview(c, to: 0)
        #expect(window.rootView.subviews.map(\.id) == [c.id, a.id, b.id])
        try a.addSubview(b)
        #expect(window.takeTransaction().mutations == [
            .move(c.id, to: window.rootView.id, at: 0),
            .move(b.id, to: a.id, at: 0),
        ])
        #expect(b.superview === a)
    }

    @Test("Removing a subtree records remove, then destroys children before parents")
    func removal() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let parent = View(), child = View(), grandchild = View()
        try child.addSubview(grandchild)
        try parent.addSubview(child)
        try window.rootView.addSubview(parent)
        _ = window.takeTransaction()
        parent.removeFromSuperview()
        #expect(window.takeTransaction().mutations == [
            .remove(parent.id), .destroy(grandchild.id), .destroy(child.id), .destroy(parent.id),
        ])
        #expect(parent.window == nil && grandchild.window == nil)
        parent.backgroundColor = .blue
        #expect(!window.hasPendingMutations)
    }

    @Test("A cycle is refused with a clear error and leaves the tree untouched")
    func cycleRefused() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let parent = View(), child = View()
        try parent.addSubview(child)
        try window.rootView.addSubview(parent)
        _ = window.takeTransaction()
        #expect(throws: ViewTreeError.cycle(child: parent.id, parent: child.id)) {
            try child.addSubview(parent)
        }
        #expect(throws: ViewTreeError.cycle(child: parent.id, parent: parent.id)) {
            try parent.addSubview(parent)
        }
        #expect(parent.superview === window.rootView)
        #expect(child.subviews.isEmpty)
        #expect(!window.hasPendingMutations)
        let error = ViewTreeError.cycle(child: parent.id, parent: child.id)
        #expect(error.description.contains("one of its descendants"))
    }

    @Test("Indices outside 0...count and moves of strangers are refused")
    func badIndices() throws {
        let parent = View(), child = View(), stranger = View()
        try parent.addSubview(child)
        #expect(throws: ViewTreeError.indexOutOfRange(index: 2, parent: parent.id, subviewCount: 1)) {
            try parent.insertSubview(View(), at: 2)
        }
        #expect(throws: ViewTreeError.indexOutOfRange(index: -1, parent: parent.id, subviewCount: 1)) {
            try parent.insertSubview(View(), at: -1)
        }
        #expect(throws: ViewTreeError.notASubview(child: stranger.id, parent: parent.id)) {
            try parent.moveSubview(stranger, to: 0)
        }
        #expect(parent.subviews.count == 1)
    }

    @Test("A window's root view cannot be added under another view")
    func rootIsFixed() {
        let window = Window(size: CGSize(width: 10, height: 10))
        #expect(throws: ViewTreeError.rootView(window.rootView.id)) {
            try View().addSubview(window.rootView)
        }
    }

    @Test("Moving a view between windows destroys it in one and creates it in the other")
    func crossWindow() throws {
        let first = Window(size: CGSize(width: 10, height: 10))
        let second = Window(size: CGSize(width: 10, height: 10))
        let view = View()
        try first.rootView.addSubview(view)
        _ = first.takeTransaction()
        _ = second.takeTransaction()
        try second.rootView.addSubview(view)
        #expect(first.takeTransaction().mutations == [.remove(view.id), .destroy(view.id)])
        let created = second.takeTransaction().mutations
        #expect(created.count == 2)
        #expect(created.last == .insert(view.id, into: second.rootView.id, at: 0))
        #expect(view.window === second)
    }

    @Test("Every view kind records its own properties")
    func kindsAndProperties() throws {
        let window = Window(size: CGSize(width: 100, height: 100))
        let button = Button(), imageView = ImageView(), indicator = ActivityIndicator(), scroll = ScrollView()
        for view in [button, imageView, indicator, scroll] as [View] { try window.rootView.addSubview(view) }
        _ = window.takeTransaction()
        button.setTitle("Go", for: .normal)
        button.isSelected = true
        imageView.contentMode = .aspectFill
        indicator.startAnimating()
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(window.takeTransaction().mutations == [
            .set(button.id, .title("Go", for: .normal)),
            .set(button.id, .controlState(.selected)),
            .set(imageView.id, .contentMode(.aspectFill)),
            .set(indicator.id, .animating(true)),
            .set(scroll.id, .contentSize(CGSize(width: 100, height: 400))),
            .set(scroll.id, .boundsOrigin(CGPoint(x: 0, y: 30))),
        ])
        #expect(type(of: button).kind == .button && type(of: scroll).kind == .scroll)
    }

    @Test("A subview outliving its superview has no superview left")
    func parentGoesAway() throws {
        let child = View()
        do {
            let parent = View()
            try parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        let newParent = View()
        try newParent.addSubview(child)
        #expect(child.superview === newParent && newParent.subviews.count == 1)
    }
}
