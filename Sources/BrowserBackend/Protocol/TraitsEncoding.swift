import Foundation
import JSONWriting
import ViewTree

/// The window's traits as the page uses them: `"tr"` in a transaction,
/// sent with every reset and whenever they change.
///
/// `{"dir":"rtl","scheme":"dark","contrast":"high","reduceMotion":false,"bg":…,"tint":…,"placeholder":…,"linkHighlight":…}`:
/// the page puts `dir` and `color-scheme` on its root element, its own
/// background (around and behind the root view) in `bg`, draws focus rings,
/// carets and buttons without a title colour in `tint`, placeholders in
/// `placeholder` and pressed links of labels without a highlight colour in
/// `linkHighlight`, and plays no animation while `reduceMotion` is true.
/// The colours are resolved on the server (``SemanticColor``), so the page
/// holds no palette of its own.
@MainActor
enum TraitsEncoding {
    static func write(_ traits: TraitCollection, to json: inout JSONWriter) {
        json.beginObject()
        json.key("dir")
        json.string(traits.layoutDirection == .rightToLeft ? "rtl" : "ltr")
        json.key("scheme")
        json.string(traits.colorScheme.rawValue)
        json.key("contrast")
        json.string(traits.contrast.rawValue)
        json.key("reduceMotion")
        json.bool(traits.reducesMotion)
        for (key, role) in [("bg", SemanticColor.systemBackground), ("tint", .tint), ("placeholder", .placeholderText)] {
            json.key(key)
            json.string(PropertyEncoding.css(role.resolved(for: traits)))
        }
        json.key("linkHighlight")
        json.string(PropertyEncoding.css(Label.defaultLinkHighlight(for: traits)))
        json.endObject()
    }
}
