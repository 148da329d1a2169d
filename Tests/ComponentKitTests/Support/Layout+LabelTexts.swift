import ComponentKit

extension Layout {
    /// The text of every label in the tree, depth first.
    var labelTexts: [String] {
        var result: [String] = []
        if let label = component as? LabelComponent { result.append(label.text.string) }
        for child in children { result += child.layout.labelTexts }
        return result
    }
}
