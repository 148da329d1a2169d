import Foundation
import ViewTree

/// A scrolling stack of child controllers, one per element, on a
/// ViewTree's `CollectionView`: the Container Collection renderer.
///
/// As a vertical list, a grid or a horizontal rail (``ContainerLayout``), it
/// mounts cells only for elements in the visible rect and working range.
/// Each cell embeds one child controller, made through the delegate (or the
/// element's factory) the first time a reuse identifier is needed and then
/// only updated: controllers of cells that scroll away wait in a pool by
/// reuse identifier. Sections can have header and footer elements.
///
/// Elements size themselves: a container asks the factory
/// (``ComponentFactory/preferredSize(using:fitting:)``) or else measures the
/// configured controller (``ViewController/sizeThatFits(_:)``), and a child
/// that calls ``ViewController/invalidateSize()`` is measured again; any
/// number of invalidations in one turn make one layout pass.
///
/// ``update(sections:)`` diffs the new elements against the current ones and
/// applies the differences as batch updates: moved elements keep their
/// controllers, changed ones are updated in place. A memory warning
/// releases the pooled controllers and is passed on to those on screen.
///
/// ```swift
/// let container = ContainerCollectionController(layout: .list(spacing: 8), fallback: fallback)
/// try container.update(sections: screen.sections)
/// try container.present(in: window)
/// container.listView.scroll(to: CGPoint(x: 0, y: 800))
/// container.layoutIfNeeded()
/// ```
@MainActor
public final class ContainerCollectionController: ViewController {
    /// How elements are arranged; changing it lays everything out again.
    public var layout: ContainerLayout {
        didSet {
            guard layout != oldValue, isViewLoaded else { return }
            containerListView.layout = layout.listLayout
        }
    }
    /// Makes and updates controllers; the elements' factories when nil. Not retained.
    public weak var delegate: (any ContainerCollectionControllerDelegate)?
    /// Shows elements whose factory rejects their data or builds no controller.
    public let fallback: FallbackFactory
    /// The size assumed for an element whose size is not known yet, along the scroll axis.
    public var estimatedItemLength: CGFloat = 100
    /// Pixels per point, for rounding grid columns.
    public let pointScale: CGFloat
    /// What the container has done, for tests and benchmarks.
    public internal(set) var statistics = ContainerStatistics()
    /// Carries out the actions of the screen's elements that leave the
    /// container (navigation, links, forms, fetching, logging). Not retained.
    public weak var actionHandler: (any ScreenActionHandler)?

    /// The screen's variables by name, and their values now.
    var declaredVariables: [String: ScreenVariable] = [:]
    var variableValues: [String: JSONValue] = [:]
    /// The element each controller shows, for its action handlers.
    var boundElements: [ObjectIdentifier: Element] = [:]
    /// Item keys whose appear actions have run.
    var appearedIdentities: Set<String> = []
    /// Where each paged section is, by section id.
    var pagingStates: [String: PagingState] = [:]
    /// What the container says about its screen as a whole, shown as a row
    /// above the sections; nil shows none.
    public var screenStatus: ScreenStatus? {
        didSet {
            guard screenStatus != oldValue else { return }
            try? update(sections: givenSections, layout: nil)
        }
    }
    /// Why each form field a submit found wrong is wrong, by variable.
    var fieldErrors: [String: String] = [:]
    /// Bound elements as last made, by section and place.
    var boundElementCache: [String: BoundElementResolution] = [:]
    /// Bound elements whose made-again data their factory rejected.
    var bindingProblems: [ScreenProblem] = []
    /// When the actions that left the container in the last second ran.
    var handlerActionTimes: [ContinuousClock.Instant] = []

    var items: [[ContainerItem]] = []
    /// The sections as given to the last update.
    var givenSections: [ContainerSection] = []
    /// Rejected elements of the last update.
    var elementProblems: [ScreenProblem] = []
    var sectionIDs: [String] = []
    var headers: [ContainerItem?] = []
    var footers: [ContainerItem?] = []
    var pool = ControllerReusePool()
    /// Cells showing a controller, by cell identity.
    var activeCells: [ObjectIdentifier: ContainerCell] = [:]
    /// The item key each active controller shows.
    var activeKeys: [ObjectIdentifier: String] = [:]
    var sizeCache: [String: CachedSize] = [:]
    /// Controllers that invalidated their size since the last layout pass.
    var invalidatedControllers: Set<ObjectIdentifier> = []
    var needsGeometryRebuild = false
    var pendingLayout: Task<Void, Never>?
    var isSettlingLayout = false
    var lastReportedContentLength: CGFloat?
    lazy var factoryDelegate = FactoryControllerDelegate(fallback: fallback)

    /// A container with no elements yet.
    public init(layout: ContainerLayout = .list(), fallback: FallbackFactory, pointScale: CGFloat = 2) {
        self.layout = layout
        self.fallback = fallback
        self.pointScale = pointScale
        super.init()
    }

    /// The collection view the elements are shown in: the controller's
    /// view, unless the app set ``ViewController/view`` to another (for
    /// example a view that holds this list under a banner); the list is
    /// still this one, wherever the app put it.
    public var listView: CollectionView {
        loadViewIfNeeded()
        return containerListView
    }

    /// Made once, with the container; `view` starts as this list.
    private(set) lazy var containerListView: ContainerListView = {
        let list = ContainerListView()
        list.layout = layout.listLayout
        list.dataSource = binding
        list.mountedCellsDidChange = { [unowned self] in self.updateChildAppearance() }
        // Cells bound before the list had a size (or at another width) measure now.
        list.sizeDidChange = { [unowned self] in self.layoutIfNeeded() }
        return list
    }()

    /// The sections as last given (elements a factory rejected included,
    /// though the list shows fallbacks in their place).
    public var sections: [ContainerSection] { givenSections }

    /// The elements of ``sections`` whose factories rejected their data,
    /// with where they are (`$.sections[0].elements[3]`) and why; each
    /// shows a fallback. A screen's own decoding problems are in
    /// ``Screen/problems``.
    public var problems: [ScreenProblem] { elementProblems }

    override public func loadView() {
        view = containerListView
    }

    /// Connects the list to this container; the list does not retain it.
    private lazy var binding = ContainerListBinding(container: self)

    override public var forwardsAppearanceToChildren: Bool { false }

    override public func viewDidAppear() {
        super.viewDidAppear()
        updateChildAppearance()
    }

    override public func viewWillDisappear() {
        super.viewWillDisappear()
        updateChildAppearance()
    }

    override public func didReceiveMemoryWarning() {
        purgeReusePool()
        super.didReceiveMemoryWarning()
    }

    override public func childDidInvalidateSize(_ child: ViewController) {
        childSizeDidChange(child)
    }

    override public func sizeThatFits(_ available: CGSize) -> CGSize {
        fittingSize(for: available)
    }

    /// Shows a decoded screen: its layout and its sections.
    ///
    /// - Throws: ``ContainerUpdateError`` when identities repeat; nothing changes then.
    public func show(_ screen: Screen) throws(ContainerUpdateError) {
        // The variables first: the update's cells may run appear actions that read them.
        let before = (declaredVariables, variableValues, appearedIdentities)
        resetVariables(screen.variables)
        do {
            try update(sections: screen.sections, layout: screen.layout)
        } catch {
            (declaredVariables, variableValues, appearedIdentities) = before
            throw error
        }
        // Elements already in view appear anew on a new screen.
        for controller in activeControllers where controller.appearanceState.isAppearingOrAppeared { elementDidAppear(controller) }
    }

    /// Shows a fresh copy of the screen shown (a pull to refresh, a
    /// `refresh` action): the new sections are diffed against the shown
    /// ones, so unchanged elements keep their controllers and the scroll
    /// position stays; variables the new screen declares alike keep their
    /// values. Paged sections start again from the fresh copy's pages.
    ///
    /// - Throws: ``ContainerUpdateError`` when identities repeat; nothing changes then.
    public func refresh(with screen: Screen) throws(ContainerUpdateError) {
        let before = (declaredVariables, variableValues, fieldErrors, pagingStates)
        let kept = variableValues.filter { name, _ in
            screen.variables.contains { $0.name == name && $0.kind == declaredVariables[name]?.kind }
        }
        declaredVariables = Dictionary(screen.variables.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        variableValues = declaredVariables.mapValues(\.defaultValue).merging(kept) { _, current in current }
        fieldErrors = fieldErrors.filter { kept[$0.key] != nil }
        pagingStates.removeAll()
        do {
            try update(sections: screen.sections, layout: screen.layout)
        } catch {
            (declaredVariables, variableValues, fieldErrors, pagingStates) = before
            throw error
        }
    }

    /// Shows `elements` as the only section (identity `"main"`).
    ///
    /// - Throws: ``ContainerUpdateError`` when identities repeat; nothing changes then.
    public func update(elements: [Element]) throws(ContainerUpdateError) {
        try update(sections: [ContainerSection(id: "main", elements: elements)])
    }
}
