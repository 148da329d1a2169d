import Foundation
import ViewTree

/// A ``/ViewTree/Button`` with per-state titles, colors and images, sized to
/// its content unless given a size.
///
/// ```swift
/// ButtonComponent(
///     titles: [.normal: "Follow", .selected: "Following"],
///     titleColors: [.normal: .tint],
///     isSelected: user.isFollowed,
///     action: ControlAction("follow") { toggleFollow() })
/// ```
public struct ButtonComponent: Component {
    /// Title per state.
    public let titles: [ControlState: String]
    /// Title color per state.
    public let titleColors: [ControlState: Color]
    /// Image per state.
    public let images: [ControlState: Image]
    /// Background image per state.
    public let backgroundImages: [ControlState: Image]
    /// Title font.
    public let font: Font
    /// Toggled on.
    public let isSelected: Bool
    /// Responds to pointers.
    public let isEnabled: Bool
    /// Sent on touch-up-inside.
    public let action: ControlAction?
    /// Space around the content when sized to fit.
    public let contentInsets: EdgeInsets
    /// Extra attributes (background color, corner radius…).
    public let extraAttributes: [Attribute<Button>]
    public let componentSize: ComponentSize
    public let viewConfiguration: ViewConfiguration

    /// A button component.
    public init(
        titles: [ControlState: String] = [:], titleColors: [ControlState: Color] = [:],
        images: [ControlState: Image] = [:], backgroundImages: [ControlState: Image] = [:],
        font: Font = .system(size: 15), isSelected: Bool = false, isEnabled: Bool = true,
        action: ControlAction? = nil, contentInsets: EdgeInsets = EdgeInsets(horizontal: 12, vertical: 8),
        attributes: [Attribute<Button>] = [], size: ComponentSize = .auto
    ) {
        self.titles = titles
        self.titleColors = titleColors
        self.images = images
        self.backgroundImages = backgroundImages
        self.font = font
        self.isSelected = isSelected
        self.isEnabled = isEnabled
        self.action = action
        self.contentInsets = contentInsets
        self.extraAttributes = attributes
        self.componentSize = size
        self.viewConfiguration = Self.configuration(
            titles: titles, titleColors: titleColors, images: images, backgroundImages: backgroundImages, font: font,
            isSelected: isSelected, isEnabled: isEnabled, action: action, extraAttributes: attributes)
    }

    /// A button with one title for every state.
    public init(title: String, font: Font = .system(size: 15), action: ControlAction? = nil, attributes: [Attribute<Button>] = []) {
        self.init(titles: [.normal: title], font: font, action: action, attributes: attributes)
    }

    private static func configuration(
        titles: [ControlState: String], titleColors: [ControlState: Color], images: [ControlState: Image],
        backgroundImages: [ControlState: Image], font: Font, isSelected: Bool, isEnabled: Bool,
        action: ControlAction?, extraAttributes: [Attribute<Button>]
    ) -> ViewConfiguration {
        var attributes: [Attribute<Button>] = [.titleFont(font)]
        let order: (ControlState, ControlState) -> Bool = { $0.rawValue < $1.rawValue }
        for state in titles.keys.sorted(by: order) { attributes.append(.title(titles[state], for: state)) }
        for state in titleColors.keys.sorted(by: order) { attributes.append(.titleColor(titleColors[state], for: state)) }
        for state in images.keys.sorted(by: order) { attributes.append(.image(images[state], for: state)) }
        for state in backgroundImages.keys.sorted(by: order) { attributes.append(.backgroundImage(backgroundImages[state], for: state)) }
        attributes.append(.custom("selected", isSelected, apply: { $0.isSelected = $1 }, unapply: { $0.isSelected = false }))
        attributes.append(.custom("enabled", isEnabled, apply: { $0.isEnabled = $1 }, unapply: { $0.isEnabled = true }))
        if let action {
            // Compared by identifier, and handed over again on every mount:
            // a reused button never runs the closure of an earlier render.
            let install: @MainActor @Sendable (Button) -> Void = { button in
                button.removeAllTouchUpInsideHandlers()
                button.addTouchUpInsideHandler { action.send(from: $0) }
            }
            attributes.append(.custom(
                "touchUpInside", action,
                apply: { button, _ in install(button) },
                unapply: { $0.removeAllTouchUpInsideHandlers() },
                refresh: install))
        }
        return ViewConfiguration(Button.self, attributes + extraAttributes)
    }

    public func computeLayout(in range: SizeRange, parentSize: CGSize, context: LayoutContext) -> Layout {
        // The widest state decides, so the button keeps its size as its state changes.
        var content = CGSize.zero
        let states = Set(titles.keys).union(images.keys)
        for state in states.isEmpty ? [.normal] : Array(states) {
            var width: CGFloat = 0, height: CGFloat = 0
            if let image = images[state] {
                width += image.size.width
                height = image.size.height
            }
            if let title = titles[state], let measurer = context.measurer(forTextOf: "ButtonComponent \"\(title)\"") {
                let measured = TextMeasurementCache.shared.measure(
                    TextLayoutRequest(text: AttributedText(title), font: font, maximumNumberOfLines: 1), with: measurer).size
                width += measured.width
                height = Swift.max(height, measured.height)
            }
            content.width = Swift.max(content.width, width)
            content.height = Swift.max(content.height, height)
        }
        let size = CGSize(
            width: PixelGrid.ceil(content.width + contentInsets.horizontal, scale: context.pointScale),
            height: PixelGrid.ceil(content.height + contentInsets.vertical, scale: context.pointScale))
        return Layout(component: self, size: range.clamp(size))
    }
}
