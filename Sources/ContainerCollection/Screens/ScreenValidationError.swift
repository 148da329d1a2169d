/// Why ``ScreenDecoder/validate(_:viewport:)`` found a screen unusable as a whole.
public enum ScreenValidationError: Error, CustomStringConvertible {
    /// The document could not be decoded at all.
    case decoding(ScreenDecodingError)
    /// The decoded screen could not be put in a container.
    case showing(ContainerUpdateError)

    public var description: String {
        switch self {
        case let .decoding(error): "the screen could not be decoded: \(error)"
        case let .showing(error): "the screen could not be shown: \(error)"
        }
    }
}
