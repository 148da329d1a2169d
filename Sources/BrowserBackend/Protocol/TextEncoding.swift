import Foundation
import JSONWriting
import ViewTree

/// Writes attributed text as the client reads it: the array of runs, or,
/// for text with a paragraph style, an object with the runs and the style.
///
/// `[{"text":"Read the "},{"text":"terms","link":0,"href":"https://…","u":["single",null]}]`,
/// `{"runs":[…],"para":{"align":"justified","mode":"wordWrap","first":16}}`:
/// each run names only the attributes it has; lengths are in points; a
/// run in a link carries the link's index among the text's links, and
/// `href` only for `http`, `https` and `mailto` URLs.
@MainActor
enum TextEncoding {
    static func write(_ text: AttributedText, to json: inout JSONWriter) {
        if text.paragraphStyle != nil {
            json.beginObject()
            json.key("runs")
        }
        json.beginArray()
        let links = text.links
        var offset = 0
        for run in text.runs {
            let count = run.text.count
            defer { offset += count }
            json.beginObject()
            json.key("text")
            json.string(run.text)
            if let font = run.font {
                json.key("font")
                PropertyEncoding.font(font, &json)
            }
            color("color", run.color, &json)
            color("bg", run.backgroundColor, &json)
            decoration("u", run.underline, &json)
            decoration("s", run.strikethrough, &json)
            number("kern", run.kerning, &json)
            number("rise", run.baselineOffset, &json)
            if let shadow = run.shadow {
                json.key("shadow")
                json.beginArray()
                json.number(shadow.offset.width)
                json.number(shadow.offset.height)
                json.number(shadow.blurRadius)
                json.string(PropertyEncoding.css(shadow.color))
                json.endArray()
            }
            if run.link != nil, count > 0, let index = links.firstIndex(where: { $0.range.contains(offset) }) {
                json.key("link")
                json.int(index)
                if let url = links[index].link.webURL {
                    json.key("href")
                    json.string(url.absoluteString)
                }
            }
            json.endObject()
        }
        json.endArray()
        if let style = text.paragraphStyle {
            json.key("para")
            paragraph(style, &json)
            json.endObject()
        }
    }

    private static func paragraph(_ style: ParagraphStyle, _ json: inout JSONWriter) {
        json.beginObject()
        json.key("align")
        json.string(style.alignment.rawValue)
        json.key("mode")
        json.string(style.lineBreakMode.rawValue)
        number("lineSpacing", style.lineSpacing, &json)
        if style.lineHeightMultiple != 1 {
            json.key("lineHeight")
            json.number(style.lineHeightMultiple)
        }
        number("after", style.paragraphSpacing, &json)
        number("before", style.paragraphSpacingBefore, &json)
        number("first", style.firstLineHeadIndent, &json)
        number("head", style.headIndent, &json)
        number("tail", style.tailIndent, &json)
        json.endObject()
    }

    private static func color(_ key: String, _ color: Color?, _ json: inout JSONWriter) {
        guard let color else { return }
        json.key(key)
        json.string(PropertyEncoding.css(color))
    }

    private static func number(_ key: String, _ value: CGFloat, _ json: inout JSONWriter) {
        guard value != 0 else { return }
        json.key(key)
        json.number(value)
    }

    private static func decoration(_ key: String, _ decoration: TextDecoration?, _ json: inout JSONWriter) {
        guard let decoration else { return }
        json.key(key)
        json.beginArray()
        json.string(decoration.style.rawValue)
        if let color = decoration.color { json.string(PropertyEncoding.css(color)) } else { json.null() }
        json.endArray()
    }
}
