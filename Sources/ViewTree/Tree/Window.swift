import Foundation

/// The root of a view tree: records its mutations and routes pointer events.
///
/// A backend takes the recorded mutations as transactions and commits them;
/// it reads the tree but never changes it.
///
/// ```swift
/// let window = Window(size: CGSize(width: 390, height: 844))
/// let label = Label(frame: CGRect(x: 16, y: 16, width: 200, height: 22))
/// label.text = "Hello"
/// try window.rootView.addSubview(label)
/// backend.commit(window.takeTransaction(), in: window)
/// ```
@MainActor
public final class Window {
    /// The view every other view of this window descends from.
    public let rootView: View
    private var pending: [ViewMutation] = []
    private var transactionsTaken = 0
    let pointerTracker = PointerTracker()
    /// The view key events go to first; nil when nothing has focus.
    public internal(set) weak var firstResponder: View?
    /// Where Tab goes on from while nothing has focus: the view that last
    /// gave focus up (Escape in a field, a click on the background), as a
    /// browser keeps its sequential focus navigation starting point.
    weak var focusNavigationStart: View?
    /// The screens presented above the content, bottom first
    /// (``Window/presentations``).
    var presentationStack: [PresentationView] = []
    /// Presentations dismissed while their closing animation may still be
    /// playing in a backend: inert, and removed at the next presentation
    /// change.
    var dismissedPresentations: [PresentationView] = []
    /// The pop-up open on top of the window (a pop-up button's list, a
    /// date picker's calendar): focus moving to a view it does not keep it
    /// open for closes it (focus moving to nothing, as a click on a list
    /// does in a browser, does not).
    weak var openPopUp: (any WindowPopUp)?

    /// A window of `size` points with an empty root view.
    public init(size: CGSize) {
        rootView = View(frame: CGRect(origin: .zero, size: size))
        rootView.attach(to: self)
        pending.append(.setRoot(rootView.id))
    }

    /// What the window's views lay text out with where they measure it
    /// themselves (a label's links, a navigation bar's buttons). The backend
    /// hosting the window sets it to the measurer it draws with; until one
    /// does, it is the process's ``DefaultTextMeasurer``. Views read it here,
    /// never from the process, so two windows hosted differently measure
    /// each as it is shown.
    public var textMeasurer: (any TextMeasuring)? {
        get { hostTextMeasurer ?? DefaultTextMeasurer.current }
        set { hostTextMeasurer = newValue }
    }
    private var hostTextMeasurer: (any TextMeasuring)?

    /// State changes recorded for this window so far: each state update a
    /// component hosted in it enqueued (``recordStateChange()``). A backend
    /// reads it around the input it applies to tell whether a person changed
    /// state that the view tree alone does not show (the browser backend
    /// never rebuilds such a session from its address).
    public private(set) var stateChangeCount: UInt64 = 0

    /// Records one state update of a component shown in this window; the
    /// component host calls it.
    public func recordStateChange() {
        stateChangeCount &+= 1
    }

    /// The window's size in points (the root view's size).
    public var size: CGSize {
        get { rootView.frame.size }
        set {
            rootView.frame.size = newValue
            // Presented screens cover the window, whatever its size.
            for presentation in presentationStack { presentation.frame = rootView.bounds }
        }
    }

    /// The traits the window's views are shown with. Changing them tells
    /// every view of the tree (``View/traitCollectionDidChange(_:)``), so
    /// hosting views and lists render again for the new traits.
    public var traitCollection = TraitCollection() {
        didSet {
            guard traitCollection != oldValue else { return }
            // The layout direction decides which way a row is read.
            cachedFocusOrder = nil
            rootView.propagateTraitChange(from: oldValue)
        }
    }

    /// Whether mutations wait to be taken.
    public var hasPendingMutations: Bool { !pending.isEmpty }

    /// Called when the first mutation after a taken transaction is
    /// recorded: a backend serving many windows commits only those that
    /// changed instead of asking every window on every tick.
    public var onMutationsPending: (@MainActor () -> Void)?

    /// Whether changes are recorded as mutations (the default).
    ///
    /// A window that nothing mirrors for a while (a browser session whose
    /// client has not connected yet, say) turns recording off: the tree
    /// still changes, but no mutations pile up. Turning it off drops the
    /// pending ones; whoever turns it back on describes the tree anew.
    ///
    /// ```swift
    /// window.recordsMutations = false   // nobody is looking
    /// label.text = "Updated"            // no mutation kept
    /// window.recordsMutations = true    // then send the whole tree
    /// ```
    public var recordsMutations = true {
        didSet {
            if !recordsMutations {
                pending.removeAll()
                missedMutations = true
            }
        }
    }
    /// Mutations' room kept between transactions.
    static let keptPendingCapacity = 64
    // Whether recording was off since the last transaction was taken.
    private var missedMutations = false
    /// The last ``focusOrder``, until something it depends on changes: a
    /// browser session sends the order with every flush, and most flushes
    /// (a press, a new title) cannot change it.
    var cachedFocusOrder: [View]?

    /// Whether views show their ``View/debugOutlines`` (a backend's debug
    /// mode, as `CKComponentDebugController`'s): off by default. Turning it
    /// on asks each view's ``View/debugOutlineProvider`` for outlines;
    /// turning it off takes every outline away.
    public var showsDebugOutlines = false {
        didSet { if showsDebugOutlines != oldValue { debugOutlinesDidToggle() } }
    }

    /// The mutations recorded since the last call, as the next transaction.
    public func takeTransaction() -> ViewTransaction {
        transactionsTaken += 1
        let transaction = ViewTransaction(number: transactionsTaken, mutations: pending, isComplete: !missedMutations)
        // A small buffer is kept for the next transaction; a large one (a screen pushed, a list
        // reloaded) is given back, or a server with thousands of windows would hold each one's largest.
        pending.removeAll(keepingCapacity: pending.capacity <= Self.keptPendingCapacity)
        missedMutations = !recordsMutations
        return transaction
    }

    /// Takes the pending transaction and hands it to `backend`.
    public func commit(to backend: some ViewTreeBackend) {
        backend.commit(takeTransaction(), in: self)
    }

    /// Finds a view of this window by identifier.
    public func view(withID id: ViewID) -> View? {
        rootView.subtree.first { $0.id == id }
    }

    /// Counts the changes to the tree, recorded or not: a backend waiting
    /// for a tree to settle looks at it again only when this moved.
    public private(set) var changeCount: UInt64 = 0

    func record(_ mutation: @autoclosure () -> ViewMutation, keepsFocusOrder: Bool = false) {
        changeCount &+= 1
        if !keepsFocusOrder { cachedFocusOrder = nil }
        // Not even built while off: a create lists every property of its view.
        guard recordsMutations else { return }
        pending.append(mutation())
        if pending.count == 1 { onMutationsPending?() }
    }
}

/// Something that shows a window's tree: draws it, or mirrors it elsewhere.
///
/// Backends read the tree and apply transactions in order; they never
/// change the tree.
@MainActor
public protocol ViewTreeBackend: AnyObject {
    /// Applies one transaction of `window`'s mutations.
    func commit(_ transaction: ViewTransaction, in window: Window)
}
