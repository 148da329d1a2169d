import Flexbox
import Foundation

extension ConformanceCase.Node {
    init(json: Any, path: String) throws {
        guard let object = json as? [String: Any] else { throw ConformanceError(path: path, message: "expected an object") }
        let styleJSON = object["style"] as? [String: Any] ?? [:]
        style = try StyleParser.style(from: styleJSON, path: "\(path).style")
        if let measure = object["measure"] as? [String: Any] {
            guard let width = (measure["width"] as? NSNumber)?.doubleValue, let height = (measure["height"] as? NSNumber)?.doubleValue else {
                throw ConformanceError(path: "\(path).measure", message: "needs numeric width and height")
            }
            self.measure = FlexSize(width: width, height: height)
        } else {
            measure = nil
        }
        let childrenJSON = object["children"] as? [Any] ?? []
        children = try childrenJSON.enumerated().map { index, child in try Self(json: child, path: "\(path).children[\(index)]") }
        if let expectedJSON = object["expected"] as? [String: Any] {
            func number(_ key: String) throws -> Double {
                guard let value = (expectedJSON[key] as? NSNumber)?.doubleValue else {
                    throw ConformanceError(path: "\(path).expected.\(key)", message: "expected a number")
                }
                return value
            }
            expected = FlexLayout(left: try number("left"), top: try number("top"), width: try number("width"), height: try number("height"))
        } else {
            expected = nil
        }
    }
}

/// Reads the corpus's style properties into a ``Flexbox/FlexStyle``.
enum StyleParser {
    static func style(from json: [String: Any], path: String) throws -> FlexStyle {
        var style = FlexStyle()
        for (key, value) in json {
            let at = "\(path).\(key)"
            switch key {
            case "flexDirection": style.flexDirection = try enumValue(value, at)
            case "justifyContent": style.justifyContent = try enumValue(value, at)
            case "alignItems": style.alignItems = try enumValue(value, at)
            case "alignSelf": style.alignSelf = try enumValue(value, at)
            case "alignContent": style.alignContent = try enumValue(value, at)
            case "flexWrap": style.flexWrap = try enumValue(value, at)
            case "positionType": style.positionType = try enumValue(value, at)
            case "display": style.display = try enumValue(value, at)
            case "overflow": style.overflow = try enumValue(value, at)
            case "direction": style.direction = try enumValue(value, at)
            case "boxSizing": style.boxSizing = try enumValue(value, at)
            case "flex": style.flex = try number(value, at)
            case "flexGrow": style.flexGrow = try number(value, at)
            case "flexShrink": style.flexShrink = try number(value, at)
            case "aspectRatio": style.aspectRatio = try number(value, at)
            case "flexBasis": style.flexBasis = try dimension(value, at)
            case "width": style.width = try dimension(value, at)
            case "height": style.height = try dimension(value, at)
            case "minWidth": style.minWidth = try dimension(value, at)
            case "minHeight": style.minHeight = try dimension(value, at)
            case "maxWidth": style.maxWidth = try dimension(value, at)
            case "maxHeight": style.maxHeight = try dimension(value, at)
            case "margin": style.margin = try edges(value, at)
            case "padding": style.padding = try edges(value, at)
            case "border": style.border = try edges(value, at)
            case "position": style.position = try edges(value, at)
            case "gap":
                guard let gaps = value as? [String: Any] else { throw ConformanceError(path: at, message: "expected an object") }
                for (name, gap) in gaps {
                    switch name {
                    case "row": style.rowGap = try dimension(gap, "\(at).row")
                    case "column": style.columnGap = try dimension(gap, "\(at).column")
                    case "all": style.gap = try dimension(gap, "\(at).all")
                    default: throw ConformanceError(path: "\(at).\(name)", message: "unknown gap")
                    }
                }
            default:
                throw ConformanceError(path: at, message: "unknown style property")
            }
        }
        return style
    }

    static func enumValue<T: RawRepresentable>(_ value: Any, _ path: String) throws -> T where T.RawValue == String {
        guard let text = value as? String, let result = T(rawValue: text) else {
            throw ConformanceError(path: path, message: "unknown value '\(value)'")
        }
        return result
    }

    static func number(_ value: Any, _ path: String) throws -> Double {
        guard let number = value as? NSNumber else { throw ConformanceError(path: path, message: "expected a number") }
        return number.doubleValue
    }

    static func dimension(_ value: Any, _ path: String) throws -> FlexValue {
        if let text = value as? String {
            if text == "auto" { return .auto }
            if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .percent(percent) }
            throw ConformanceError(path: path, message: "'\(text)' is not a length")
        }
        return .points(try number(value, path))
    }

    static func edges(_ value: Any, _ path: String) throws -> FlexEdges {
        guard let object = value as? [String: Any] else { throw ConformanceError(path: path, message: "expected an object") }
        var edges = FlexEdges()
        for (name, raw) in object {
            let length = try dimension(raw, "\(path).\(name)")
            switch name {
            case "left": edges.left = length
            case "top": edges.top = length
            case "right": edges.right = length
            case "bottom": edges.bottom = length
            case "start": edges.start = length
            case "end": edges.end = length
            case "horizontal": edges.horizontal = length
            case "vertical": edges.vertical = length
            case "all": edges.all = length
            default: throw ConformanceError(path: "\(path).\(name)", message: "unknown edge")
            }
        }
        return edges
    }
}
