/// Why an editing request was refused; the model is left unchanged.
public enum TextEditingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The range is not within the text.
    case rangeOutOfBounds(Range<Int>, length: Int)

    public var description: String {
        switch self {
        case let .rangeOutOfBounds(range, length):
            "the range \(range.lowerBound)..<\(range.upperBound) is not within the text of \(length) characters"
        }
    }
}
