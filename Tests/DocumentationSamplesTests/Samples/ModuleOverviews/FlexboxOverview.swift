import Flexbox

/// The Flexbox overview's block: a 60-point image beside text that takes the rest of a 390-point row.
func layOutARow() throws -> FlexRect {
    // sample: flexbox-overview
    var style = FlexStyle()
    style.flexDirection = .row
    style.width = 390
    let row = try FlexNode(style: style)
    let image = try FlexNode(style: { var s = FlexStyle(); s.width = 60; s.height = 60; return s }())
    let text = try FlexNode(style: { var s = FlexStyle(); s.flexGrow = 1; s.flexShrink = 1; return s }())
    try text.setMeasureFunction { width, mode, _, _ in FlexSize(width: mode == .undefined ? 500 : min(width, 500), height: 20) }
    try row.appendChild(image)
    try row.appendChild(text)
    try row.calculateLayout()
    print(text.frame)   // {60, 0, 330, 60}
    // end-sample
    return text.frame
}
