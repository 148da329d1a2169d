import Foundation
import JSONWriting
import PangoText
import ViewTree

/// Writes view properties as the client reads them: geometry as number
/// arrays, colors as CSS `rgba()` strings, text as runs (``TextEncoding``), images as
/// same-origin URLs. Keys are the properties' own keys (their
/// ``ViewTree/ViewProperty/Name``, with a button's state: `title[4]`).
///
/// Only the properties the page uses are sent (``isSent(_:)``); the
/// browser tests check that the page's script handles every one of them.
@MainActor
enum PropertyEncoding {
    /// Whether the page gets properties named `name`. Not sent:
    /// - the accessibility properties bar the identifier: the server derives
    ///   the page's roles, names and states from them (``PageSemantics``);
    /// - the content mode: the server places pictures (``ContentPlacement``);
    /// - whether a view takes pointer events: the server hit-tests every
    ///   pointer event the page sends;
    /// - group opacity: CSS `opacity` always fades a subtree as one group;
    /// - a control's value and range: its parts (views of their own) show
    ///   it, and its semantics say it.
    nonisolated static func isSent(_ name: ViewProperty.Name) -> Bool {
        switch name {
        case .accessibilityLabel, .accessibilityElement, .accessibilityHint, .accessibilityErrorMessage, .accessibilityLanguage,
             .accessibilityValue, .accessibilityTraits, .accessibilityHeadingLevel, .accessibilityExpanded,
             .accessibilityElementsHidden, .accessibilityContainerType, .accessibilityLiveRegion,
             .accessibilityCustomActions, .accessibilityListPosition, .contentMode, .userInteractionEnabled,
             .allowsGroupOpacity, .controlValue, .valueRange:
            false
        default:
            true
        }
    }

    /// Whether `mutation` goes to the page: all do but sets (and
    /// animations) of properties it does not get.
    nonisolated static func isSent(_ mutation: ViewMutation) -> Bool {
        switch mutation {
        case let .set(_, property): isSent(property.name)
        case let .animate(_, animation): isSent(animation.to.name)
        default: true
        }
    }

    /// Writes `property` (one ``isSent(_:)``) as a key and its value.
    static func write(_ property: ViewProperty, to json: inout JSONWriter, images: any ImageAddressing, owner: ViewID) {
        json.key(property.key)
        switch property {
        case let .frame(rect): rectangle(rect, &json)
        case let .boundsOrigin(point): pair(point.x, point.y, &json)
        case let .contentSize(size): pair(size.width, size.height, &json)
        case let .contentInset(insets):
            json.beginArray()
            for value in [insets.top, insets.left, insets.bottom, insets.right] { json.number(value) }
            json.endArray()
        case let .backgroundColor(color), let .imageTintColor(color): optionalColor(color, &json)
        case let .borderColor(color), let .textColor(color), let .indicatorColor(color), let .linkHighlightColor(color):
            json.string(css(color))
        case let .highlightedLink(index): if let index { json.int(index) } else { json.null() }
        case let .titleColor(color, _): optionalColor(color, &json)
        case let .alpha(value), let .cornerRadius(value), let .borderWidth(value): json.number(value)
        case let .hidden(flag), let .inert(flag), let .clipsToBounds(flag), let .animating(flag),
            let .focused(flag), let .secureTextEntry(flag), let .autocorrection(flag), let .enabled(flag),
            let .editable(flag):
            json.bool(flag)
        case let .inputText(text, selection): inputText(text, selection, &json)
        case let .maximumLength(length): if let length { json.int(length) } else { json.null() }
        case let .keyboardType(type): json.string(type.rawValue)
        case let .returnKeyType(type): json.string(type.rawValue)
        case let .autocapitalization(style): json.string(style.rawValue)
        case let .textContentType(type): if let type { json.string(type.rawValue) } else { json.null() }
        case let .accessibilityIdentifier(text), let .title(text, _), let .placeholder(text):
            if let text { json.string(text) } else { json.null() }
        case .accessibilityLabel, .accessibilityElement, .accessibilityHint, .accessibilityErrorMessage, .accessibilityLanguage,
             .accessibilityValue, .accessibilityTraits, .accessibilityHeadingLevel, .accessibilityExpanded,
             .accessibilityElementsHidden, .accessibilityContainerType, .accessibilityLiveRegion,
             .accessibilityCustomActions, .accessibilityListPosition, .contentMode, .userInteractionEnabled,
             .allowsGroupOpacity, .controlValue, .valueRange:
            // Never sent (isSent): what the page needs of them, the server derives and sends itself.
            json.null()
        case let .debugOutlines(outlines): debugOutlines(outlines, &json)
        case let .text(text): TextEncoding.write(text, to: &json)
        case let .font(font), let .titleFont(font): self.font(font, &json)
        case let .textAlignment(alignment): json.string(alignment.rawValue)
        case let .writingDirection(direction): json.string(direction == .rightToLeft ? "rtl" : "ltr")
        case let .numberOfLines(count): json.int(count)
        case let .lineBreakMode(mode): json.string(mode.rawValue)
        case let .controlState(state): json.int(Int(state.rawValue))
        case let .image(image), let .buttonImage(image, _), let .backgroundImage(image, _):
            if let image { self.image(image, &json, images) } else { json.null() }
        case let .transform(transform): LayerStyleEncoding.transform(transform, &json)
        case let .shadow(shadow): LayerStyleEncoding.shadow(shadow, &json)
        case let .backgroundGradient(gradient): LayerStyleEncoding.gradient(gradient, &json)
        case let .cornerRadii(radii): LayerStyleEncoding.cornerRadii(radii, &json)
        case let .drawing(drawing): DrawingEncoding.write(drawing, to: &json, images: images, owner: owner)
        }
    }

    nonisolated static func css(_ color: Color) -> String {
        func channel(_ value: Double) -> Int { Int((Swift.min(1, Swift.max(0, value)) * 255).rounded()) }
        let alpha = (Swift.min(1, Swift.max(0, color.alpha)) * 1000).rounded() / 1000
        return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(alpha))"
    }

    private static func optionalColor(_ color: Color?, _ json: inout JSONWriter) {
        if let color { json.string(css(color)) } else { json.null() }
    }

    /// The text, and its selection in UTF-16 offsets (the browser's unit).
    private static func inputText(_ text: String, _ selection: Range<Int>, _ json: inout JSONWriter) {
        let units = TextEditingModel.utf16Range(of: selection, in: text)
        json.beginObject()
        json.key("text")
        json.string(text)
        json.key("sel")
        json.beginArray()
        json.int(units.lowerBound)
        json.int(units.upperBound)
        json.endArray()
        json.endObject()
    }

    /// Each outline as `[x, y, width, height, title, detail, hasView]`.
    private static func debugOutlines(_ outlines: [DebugOutline], _ json: inout JSONWriter) {
        json.beginArray()
        for outline in outlines {
            json.beginArray()
            for value in [outline.frame.minX, outline.frame.minY, outline.frame.width, outline.frame.height] { json.number(value) }
            json.string(outline.title)
            json.string(outline.detail)
            json.bool(outline.hasView)
            json.endArray()
        }
        json.endArray()
    }

    private static func rectangle(_ rect: CGRect, _ json: inout JSONWriter) {
        json.beginArray()
        json.number(rect.minX)
        json.number(rect.minY)
        json.number(rect.width)
        json.number(rect.height)
        json.endArray()
    }

    private static func pair(_ first: CGFloat, _ second: CGFloat, _ json: inout JSONWriter) {
        json.beginArray()
        json.number(first)
        json.number(second)
        json.endArray()
    }

    static func font(_ font: Font, _ json: inout JSONWriter) {
        json.beginObject()
        json.key("family")
        // The family both backends draw: a family neither registered nor installed is the default one here too.
        json.string(PangoFontFamilies.resolved(font.family))
        json.key("size")
        json.number(font.size)
        json.key("weight")
        json.int(font.weight.rawValue)
        json.key("italic")
        json.bool(font.isItalic)
        json.key("lh")
        json.number(lineHeight(of: font))
        if !font.features.isEmpty {
            // CSS's font-feature-settings; tags are checked to hold no quotes (FontFeature).
            json.key("feat")
            json.string(font.features.map { "\"\($0.tag)\" \($0.value)" }.joined(separator: ", "))
        }
        json.endObject()
    }

    /// Line heights of fonts, as the server's text measurer lays lines out.
    private static var lineHeights: [Font: CGFloat] = [:]
    /// The font registry's generation the heights were measured in: a family
    /// registered since measures anew.
    private static var lineHeightsGeneration = -1

    /// The height of one line in `font` as Pango lays it out (a session's
    /// window measures with Pango): the page sets it on text, since CSS's
    /// own ("normal") rounds the font's ascent and descent to whole pixels
    /// and would make every line taller than the server measured.
    static func lineHeight(of font: Font) -> CGFloat {
        let generation = FontRegistry.shared.generation
        if generation != lineHeightsGeneration {
            lineHeights.removeAll()
            lineHeightsGeneration = generation
        }
        if let known = lineHeights[font] { return known }
        let height = PangoTextSystem.shared.measure(TextLayoutRequest(text: "x", font: font)).size.height
        // Fonts come from apps and servers; the cache keeps a screen's worth of them.
        if lineHeights.count >= 256 { lineHeights.removeAll() }
        lineHeights[font] = height
        return height
    }

    private static func image(_ image: Image, _ json: inout JSONWriter, _ images: any ImageAddressing) {
        json.beginObject()
        json.key("url")
        json.string(images.url(for: image))
        json.key("size")
        pair(image.size.width, image.size.height, &json)
        json.endObject()
    }
}
