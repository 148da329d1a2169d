import Foundation
import JSONWriting
import ViewTree

/// Writes a ``/ViewTree/Drawing`` as SVG markup for the page's `<svg>`.
///
/// SVG rather than a canvas: the page keeps what it was sent and redraws it
/// itself at any zoom or device pixel ratio, text stays crisp, and the
/// server sends a drawing only when it changed, never a redraw per frame.
/// Each command maps to one element, and the state Cairo keeps (clip,
/// transform) to nested groups: a clip or transform opens a `<g>`, and a
/// restore closes the groups opened since its save. Ids of clips and
/// gradients start with the view's id, unique in the page.
@MainActor
enum DrawingEncoding {
    /// `{"size": [w, h], "svg": "..."}`.
    static func write(_ drawing: Drawing, to json: inout JSONWriter, images: any ImageAddressing, owner: ViewID) {
        json.beginObject()
        json.key("size")
        json.beginArray()
        json.number(drawing.size.width)
        json.number(drawing.size.height)
        json.endArray()
        json.key("svg")
        json.string(markup(drawing, images: images, idPrefix: "ck\(owner.rawValue)-"))
        json.endObject()
    }

    /// The elements inside the `<svg>`, in the drawing's coordinates.
    static func markup(_ drawing: Drawing, images: any ImageAddressing, idPrefix: String) -> String {
        var svg = SVGMarkup(idPrefix: idPrefix)
        for command in drawing.commands {
            switch command {
            case let .fill(path, paint, rule):
                let fill = svg.paint(paint, for: path)
                svg.out += "<path d=\"\(SVGMarkup.pathData(path))\" fill=\"\(fill)\""
                if rule == .evenOdd { svg.out += " fill-rule=\"evenodd\"" }
                svg.out += "/>"
            case let .stroke(path, paint, style):
                guard style.lineWidth > 0 else { continue }
                let stroke = svg.paint(paint, for: path)
                svg.out += "<path d=\"\(SVGMarkup.pathData(path))\" fill=\"none\" stroke=\"\(stroke)\""
                svg.out += SVGMarkup.strokeAttributes(style)
                svg.out += "/>"
            case let .clip(path, rule):
                let id = svg.nextID("c")
                svg.out += "<clipPath id=\"\(id)\"><path d=\"\(SVGMarkup.pathData(path))\""
                if rule == .evenOdd { svg.out += " clip-rule=\"evenodd\"" }
                svg.out += "/></clipPath><g clip-path=\"url(#\(id))\">"
                svg.openGroups += 1
            case let .transform(transform):
                let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
                svg.out += "<g transform=\"matrix(\(values.map(SVGMarkup.number).joined(separator: " ")))\">"
                svg.openGroups += 1
            case let .image(image, rect):
                let box = rect.standardized
                svg.out += "<image href=\"\(SVGMarkup.escape(images.url(for: image)))\" x=\"\(SVGMarkup.number(box.minX))\""
                svg.out += " y=\"\(SVGMarkup.number(box.minY))\" width=\"\(SVGMarkup.number(box.width))\""
                svg.out += " height=\"\(SVGMarkup.number(box.height))\" preserveAspectRatio=\"none\"/>"
            case let .text(text):
                svg.out += SVGMarkup.text(text)
            case .saveState:
                svg.savedGroups.append(svg.openGroups)
            case .restoreState:
                guard let target = svg.savedGroups.popLast() else { continue }
                svg.closeGroups(downTo: target)
            }
        }
        svg.closeGroups(downTo: 0)
        return svg.out
    }
}
