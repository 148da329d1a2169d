/// Which letters an on-screen keyboard starts in capitals.
public enum Autocapitalization: String, Hashable, Sendable, CaseIterable {
    /// None (user names, email addresses).
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence, the default.
    case sentences
    /// Every letter.
    case allCharacters
}
