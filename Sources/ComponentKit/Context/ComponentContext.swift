/// Typed values a component provides to its whole subtree (a theme, a
/// feature flag, a navigation handler, the traits), which any descendant
/// reads while it is built, without passing them through every
/// initializer: ComponentKit's `CKComponentContext`.
///
/// Declare a ``ComponentContextKey`` and an accessor, provide a value with
/// ``ComponentContextProvider`` (or ``Component/componentContext(_:_:)``),
/// and read ``current`` in `body`. A nested provider shadows an outer one
/// for its subtree. Values are `Sendable`; reading works off the main actor
/// and in a data source's parallel preparation, because each render pass
/// binds its context to the task (and thread) that runs it.
///
/// ```swift
/// struct Greeting: CompositeComponent {
///     var body: some Component {
///         let theme = ComponentContext.current.theme
///         return LabelComponent("Hello", color: theme.accent)
///     }
/// }
///
/// ComponentContextProvider(\.theme, .holiday) {
///     Greeting()
/// }
/// ```
///
/// When a stateful component's subtree read a value, its cached layout is
/// reused only while that value is the same; a changed value renders again
/// what read it, and nothing else.
public struct ComponentContext: Sendable {
    /// The values, shared by copies until one is set: whether two contexts
    /// are the same is then one pointer comparison (see ``bindIfNeeded(_:)``).
    private var storage = Storage.empty
    /// Where reads are recorded during a render pass; nil outside one.
    var log: ContextReadLog?

    var entries: [ObjectIdentifier: AnyContextEntry] {
        get { storage.entries }
        set { storage = Storage(newValue) }
    }

    private final class Storage: Sendable {
        static let empty = Storage([:])
        let entries: [ObjectIdentifier: AnyContextEntry]
        init(_ entries: [ObjectIdentifier: AnyContextEntry]) { self.entries = entries }
    }

    /// A context where every key has its default value.
    public init() {}

    /// Gives this context storage of its own, holding the same values. A
    /// render pass does: the components it builds read ``current`` and copy
    /// it, and each copy then retains the pass's storage rather than one
    /// that passes on other threads share (see ``LayoutContext``).
    mutating func takeOwnStorage() {
        storage = Storage(storage.entries)
    }

    /// Whether this context and `other` hold the same storage (copies do,
    /// until one sets a value or takes storage of its own).
    func sharesStorage(with other: ComponentContext) -> Bool {
        storage === other.storage
    }

    /// The value for `key`: the innermost provider's, or the key's default.
    public subscript<Key: ComponentContextKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            let entry = entries[id]
            log?.record(id, entry)
            guard let entry else { return Key.defaultValue }
            // Entries are stored under their own key's identifier.
            return unsafeDowncast(entry, to: ContextEntry<Key>.self).value
        }
        set {
            entries[ObjectIdentifier(key)] = ContextEntry<Key>(newValue)
        }
    }

    /// Whether every key has the same value here as in `other` (compared as
    /// ``ComponentContextKey`` says).
    public func hasSameValues(as other: ComponentContext) -> Bool {
        guard entries.count == other.entries.count else { return false }
        for (key, entry) in entries {
            guard let theirs = other.entries[key], entry.isSame(as: theirs) else { return false }
        }
        return true
    }

    /// Whether a provider set `key` (rather than it having its default).
    public func hasValue<Key: ComponentContextKey>(for key: Key.Type) -> Bool {
        entries[ObjectIdentifier(key)] != nil
    }

    /// The context of the component being built: inside `body` (and
    /// `computeLayout`) during a render pass, the values its ancestors
    /// provided; outside one, every key's default.
    public static var current: ComponentContext {
        Binding.bound ?? ComponentContext()
    }

    /// Runs `body` with this context as ``current``: for laying out a
    /// component outside a ``ScopeRoot`` pass (which binds its context
    /// itself) with provided values.
    ///
    /// ```swift
    /// var context = ComponentContext()
    /// context.colorScheme = .dark
    /// let layout = context.makeCurrent {
    ///     Card().layout(constrainedTo: .flexibleHeight(width: 390), context: LayoutContext(componentContext: context))
    /// }
    /// ```
    public func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Binding.$bound.withValue(self, operation: body)
    }

    enum Binding {
        @TaskLocal static var bound: ComponentContext?
    }

    /// Runs `body` (which builds components) with `context` as ``current``,
    /// binding it only when another is bound: a component laid out
    /// directly, outside a ``ScopeRoot`` pass, with a layout context that
    /// provides values. Within a pass this is one pointer comparison.
    static func bindIfNeeded<Result>(_ context: ComponentContext, _ body: () -> Result) -> Result {
        let bound = Binding.bound
        if let bound, bound.storage === context.storage, bound.log === context.log { return body() }
        if bound == nil, context.storage === Storage.empty { return body() }
        return context.makeCurrent(body)
    }
}
