import ViewTree

/// Something that forces traits over the ones a platform reports: in the
/// browser, the session (``BrowserBackend/BrowserSession/traitOverrides``).
/// The app's own switches (the Animals screen's direction switch) go
/// through it, so the browser's later changes (a new colour scheme) keep
/// the app's choice.
@MainActor
public protocol TraitOverriding: AnyObject, Sendable {
    /// The traits forced over the platform's.
    var traitOverrides: TraitOverrides { get set }
}
