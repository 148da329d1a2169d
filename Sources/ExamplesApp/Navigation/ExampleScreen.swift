import Foundation
import ViewTree

/// One screen of the examples app: a title, a view, and an optional button
/// in the navigation bar.
@MainActor
public protocol ExampleScreen: AnyObject {
    /// Shown in the navigation bar.
    var title: String { get }
    /// The screen's content, sized to the area under the bar.
    var view: View { get }
    /// A button at the bar's right end (title and action), if any.
    var barButton: (title: String, action: @MainActor () -> Void)? { get }
}

extension ExampleScreen {
    /// No bar button.
    public var barButton: (title: String, action: @MainActor () -> Void)? { nil }
}
