/// A view controller that can show a ``ComponentData``: the seed's
/// component. Containers reuse these controllers as list cells, so
/// `configure(with:)` must reset whatever the previous data left behind.
///
/// ```swift
/// final class BannerController: ViewController, ConfigurableComponent {
///     func configure(with data: (any ComponentData)?) {
///         guard let data = data as? BannerData else { return reset() }
///         show(data)
///     }
/// }
/// ```
@MainActor
public protocol ConfigurableComponent: ViewController {
    /// Shows `data`, replacing what the controller showed before; nil clears it.
    func configure(with data: (any ComponentData)?)
}
