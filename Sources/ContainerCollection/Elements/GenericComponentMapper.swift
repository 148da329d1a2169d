import Synchronization

/// A ``ComponentMapper`` backed by a dictionary; safe to use from any
/// thread. Identifiers match exactly (case and whitespace count).
///
/// ```swift
/// let mapper = GenericComponentMapper()
/// mapper.register(factory: TextBlockFactory(layoutContext: context), for: "text")
/// mapper.register(factory: TextBlockFactory(layoutContext: context), for: "paragraph")  // an alias
/// ```
public final class GenericComponentMapper: ComponentMapper {
    private let factories = Mutex<[String: any DecodableComponentFactory]>([:])

    /// An empty mapper.
    public init() {}

    public func factory(for id: String) -> (any DecodableComponentFactory)? {
        factories.withLock { $0[id] }
    }

    public func register(factory: any DecodableComponentFactory, for id: String) {
        factories.withLock { $0[id] = factory }
    }

    /// Every registered identifier, sorted.
    public var registeredIDs: [String] {
        factories.withLock { $0.keys.sorted() }
    }
}
