import Foundation

/// Something a control opens on top of its window, which closes when
/// focus moves away from it: a ``PopUpButton``'s list, a ``DatePicker``'s
/// calendar. The window keeps the one open (`Window.openPopUp`).
@MainActor
protocol WindowPopUp: AnyObject {
    /// Whether focus moving to `view` leaves the pop-up open: the view is
    /// its control, or inside it.
    func keepsOpen(forFocusOn view: View) -> Bool
    /// Closes it without a choice.
    func closePopUp()
}
