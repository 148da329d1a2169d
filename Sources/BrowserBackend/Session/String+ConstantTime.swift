extension String {
    /// Whether the two strings have the same UTF-8 bytes, compared in time
    /// that depends only on their lengths, so a secret cannot be guessed a
    /// byte at a time from how fast a wrong guess is refused.
    package func equalsInConstantTime(_ other: String) -> Bool {
        let mine = Array(utf8), theirs = Array(other.utf8)
        guard mine.count == theirs.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(mine, theirs) { difference |= a ^ b }
        return difference == 0
    }
}
