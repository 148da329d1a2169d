/// One line of a flex container: a run of in-flow children and the running
/// totals the algorithm needs for it (CSS Flexbox §9.3 "collect flex items into flex lines").
///
/// Items are the children in `start..<end` that are neither absolutely
/// positioned nor `display: none`; the line stores indices, not a copy.
struct FlexLine {
    var start: Int
    var end: Int
    var itemCount = 0
    /// Sum of the items' clamped flex bases, margins and gaps.
    var sizeConsumed = 0.0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors = 0.0
    var totalFlexShrinkScaledFactors = 0.0
    var remainingFreeSpace = 0.0
    /// Main size of the line once items are placed (including padding and border).
    var mainDim = 0.0
    /// Cross size of the line: its tallest item.
    var crossDim = 0.0
}
