import Flexbox
import Foundation

extension ConformanceNode {
    /// Decodes a node object: `style`, optional `measure`, `children`, `expected`.
    init(json: [String: Any], path: String) throws {
        let styleObject = json["style"] as? [String: Any] ?? [:]
        style = try Self.decodeStyle(styleObject, path: path)
        if let measure = json["measure"] as? [String: Any] {
            self.measure = FlexSize(
                width: (measure["width"] as? NSNumber)?.doubleValue ?? 0,
                height: (measure["height"] as? NSNumber)?.doubleValue ?? 0)
        } else {
            measure = nil
        }
        let rawChildren = json["children"] as? [[String: Any]] ?? []
        children = try rawChildren.enumerated().map { try ConformanceNode(json: $1, path: "\(path)/\($0)") }
        if let frame = json["expected"] as? [String: Any] {
            func number(_ key: String) -> Double { (frame[key] as? NSNumber)?.doubleValue ?? .nan }
            expected = FlexRect(left: number("left"), top: number("top"), width: number("width"), height: number("height"))
        } else {
            expected = nil
        }
    }

    private static func decodeStyle(_ object: [String: Any], path: String) throws -> FlexStyle {
        func fail(_ key: String) -> ConformanceError {
            ConformanceError(message: "\(path): style.\(key) = \(object[key] ?? "nil") is not understood")
        }
        func value(_ raw: Any?, _ key: String) throws -> FlexValue {
            if let number = raw as? NSNumber { return .points(number.doubleValue) }
            if let text = raw as? String {
                if text == "auto" { return .auto }
                if text.hasSuffix("%"), let number = Double(text.dropLast()) { return .percent(number) }
                if let number = Double(text) { return .points(number) }
            }
            throw fail(key)
        }
        func edges(_ key: String) throws -> FlexEdges {
            guard let raw = object[key] as? [String: Any] else { throw fail(key) }
            var result = FlexEdges()
            for (edge, entry) in raw {
                let parsed = try value(entry, key)
                switch edge {
                case "left": result.left = parsed
                case "top": result.top = parsed
                case "right": result.right = parsed
                case "bottom": result.bottom = parsed
                case "start": result.start = parsed
                case "end": result.end = parsed
                case "horizontal": result.horizontal = parsed
                case "vertical": result.vertical = parsed
                case "all": result.all = parsed
                default: throw fail(key)
                }
            }
            return result
        }
        func enumValue<T: RawRepresentable>(_ key: String, _ type: T.Type) throws -> T where T.RawValue == String {
            guard let text = object[key] as? String, let parsed = T(rawValue: text) else { throw fail(key) }
            return parsed
        }
        func number(_ key: String) throws -> Double {
            guard let parsed = object[key] as? NSNumber else { throw fail(key) }
            return parsed.doubleValue
        }
        var style = FlexStyle()
        for key in object.keys.sorted() {
            switch key {
            case "flexDirection": style.flexDirection = try enumValue(key, FlexDirection.self)
            case "justifyContent": style.justifyContent = try enumValue(key, JustifyContent.self)
            case "alignItems": style.alignItems = try enumValue(key, FlexAlign.self)
            case "alignSelf": style.alignSelf = try enumValue(key, FlexAlign.self)
            case "alignContent": style.alignContent = try enumValue(key, FlexAlign.self)
            case "flexWrap": style.flexWrap = try enumValue(key, FlexWrap.self)
            case "positionType": style.positionType = try enumValue(key, PositionType.self)
            case "display": style.display = try enumValue(key, Display.self)
            case "overflow": style.overflow = try enumValue(key, Overflow.self)
            case "direction": style.direction = try enumValue(key, LayoutDirection.self)
            case "boxSizing": style.boxSizing = try enumValue(key, BoxSizing.self)
            case "flex": style.flex = try number(key)
            case "flexGrow": style.flexGrow = try number(key)
            case "flexShrink": style.flexShrink = try number(key)
            case "aspectRatio":
                let ratio = try number(key)
                style.aspectRatio = ratio == 0 ? nil : ratio
            case "flexBasis": style.flexBasis = try value(object[key], key)
            case "width": style.width = try value(object[key], key)
            case "height": style.height = try value(object[key], key)
            case "minWidth": style.minWidth = try value(object[key], key)
            case "minHeight": style.minHeight = try value(object[key], key)
            case "maxWidth": style.maxWidth = try value(object[key], key)
            case "maxHeight": style.maxHeight = try value(object[key], key)
            case "margin": style.margin = try edges(key)
            case "padding": style.padding = try edges(key)
            case "border": style.border = try edges(key)
            case "position": style.position = try edges(key)
            case "gap":
                guard let raw = object[key] as? [String: Any] else { throw fail(key) }
                if let row = raw["row"] { style.gap.row = try value(row, key) }
                if let column = raw["column"] { style.gap.column = try value(column, key) }
                if let all = raw["all"] { style.gap.all = try value(all, key) }
            default: throw fail(key)
            }
        }
        return style
    }
}
