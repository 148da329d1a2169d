import ContainerCollection
import Foundation
import ViewTree

/// A title above a horizontal rail of cards: a controller that embeds a
/// rail-layout ``/ContainerCollection/ContainerCollectionController`` (the seed's
/// `HorizontalRailViewController`). Its height is the title's plus the
/// cards'; the rail scrolls sideways and reuses its card cells.
///
/// Reused for another rail, it diffs the new cards against the old ones and
/// scrolls back to the start.
@MainActor
public final class RailViewController: ViewController, ConfigurableComponent {
    /// The embedded rail.
    public let rail: ContainerCollectionController
    private let title: ComponentViewController
    private let cards: CardFactory
    /// The data shown.
    public private(set) var data: RailData?
    /// What the cards do, by card identity (the element's `parts`).
    private var partActions: [String: ElementActions] = [:]

    /// A rail controller whose cards come from `cards`.
    public init(cards: CardFactory, fallback: FallbackFactory) {
        self.cards = cards
        rail = ContainerCollectionController(
            layout: .rail(itemHeight: CardFactory.cardSize.height, spacing: 12, insets: EdgeInsets(top: 0, left: 16, bottom: 12, right: 16)),
            fallback: fallback, pointScale: cards.layoutContext.pointScale)
        title = ComponentViewController(layoutContext: cards.layoutContext)
        super.init()
        // New controllers are no ancestors of this one.
        try? addChild(title)
        try? addChild(rail)
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.semanticBackgroundColor = .secondarySystemBackground
        try? view.addSubview(title.view)
        try? view.addSubview(rail.view)
    }

    override public func viewDidLayoutSubviews() {
        let titleHeight = title.sizeThatFits(CGSize(width: view.bounds.width, height: .infinity)).height
        title.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: titleHeight)
        rail.view.frame = CGRect(x: 0, y: titleHeight, width: view.bounds.width, height: Swift.max(0, view.bounds.height - titleHeight))
    }

    public func configure(with data: (any ComponentData)?) {
        let data = data as? RailData
        let changed = data != self.data
        self.data = data
        title.show(titleComponent(data?.title))
        // The title names the rail, which the keyboard reaches when its cards take no focus.
        rail.listView.accessibilityLabel = data?.title
        showCards()
        if changed { rail.listView.scroll(to: .zero) }
        viewDidLayoutSubviews()
    }

    override public func sizeThatFits(_ available: CGSize) -> CGSize {
        let width = available.width.isFinite ? available.width : view.bounds.width
        let titleHeight = title.sizeThatFits(CGSize(width: width, height: .infinity)).height
        let railHeight = rail.sizeThatFits(CGSize(width: width, height: .infinity)).height
        return CGSize(width: width, height: titleHeight + railHeight)
    }

    /// The cards as elements, each with its part actions.
    private func showCards() {
        // Card identities are unique within a rail's data (validated by the factory), so this cannot throw.
        try? rail.update(elements: (data?.cards ?? []).map { card in
            var element = Element(id: card.id, data: card, factory: cards)
            element.actions = card.id.flatMap { partActions[$0] } ?? .none
            return element
        })
    }

    private func titleComponent(_ text: String?) -> any Component {
        guard let text, !text.isEmpty else { return ViewComponent(size: ComponentSize(width: 0, height: 12)) }
        return RailTitle(text: text)
    }
}

/// A rail's title. Its label is made in `body`, during the hosting view's
/// render, so its colour is the label colour of the traits shown (a label
/// made when the controller is configured would be made outside any tree,
/// for the default traits).
private struct RailTitle: CompositeComponent {
    let text: String

    var body: InsetComponent {
        InsetComponent(insets: EdgeInsets(top: 14, left: 16, bottom: 10, right: 16),
                       child: LabelComponent(AttributedText(text), font: .system(size: 18, weight: .bold), numberOfLines: 1))
    }
}

extension RailViewController: PartActionsShowing {
    /// Puts the actions on the cards with those identities: a card with a
    /// `tap` action is a button, and its actions run in the screen's container.
    public func show(partActions: [String: ElementActions]) {
        guard partActions != self.partActions else { return }
        self.partActions = partActions
        showCards()
    }
}
