import Foundation

/// A ``DatePicker`` calendar's days: to assistive technology a grid of
/// the month's weeks (rows) and weekdays (columns), named by its month,
/// each day a cell said to be selected or not.
@MainActor
final class DatePickerGrid: View {
    /// The shown month's weeks and the week's days.
    var gridSize = (rows: 5, columns: 7)

    required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        // A list box: its cells say whether each is chosen.
        accessibilityContainerType = .listBox
    }

    override var accessibilityGridSize: (rows: Int, columns: Int)? { gridSize }
}
