/// Visits the positions of a longest strictly increasing subsequence of
/// `values` (patience sorting), last position first, and returns its length.
///
/// `tails` and `previous` are scratch space of at least `values.count`
/// each, so a caller diffing many runs allocates them once. Of several
/// longest subsequences, the one whose every element ends the earliest run
/// of its length is chosen.
///
/// - Complexity: O(n log n); O(n) when values mostly arrive in increasing
///   order, the common case of a list that kept most of its order.
@inlinable
func longestIncreasingSubsequence(
    of values: UnsafeBufferPointer<Int>, tails: UnsafeMutableBufferPointer<Int>, previous: UnsafeMutableBufferPointer<Int>,
    visit: (Int) -> Void
) -> Int {
    var length = 0                 // tails[0..<length]: positions, by length of the run they end
    for position in values.indices {
        let value = values[position]
        var low: Int
        if length == 0 || values[tails[length - 1]] < value {
            low = length           // extends the longest run: what a binary search would find
        } else {
            low = 0
            var high = length - 1  // the last tail is not below `value`
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = position
        if low == length { length += 1 }
    }
    var position = length > 0 ? tails[length - 1] : -1
    while position >= 0 {
        visit(position)
        position = previous[position]
    }
    return length
}

/// The positions of a longest strictly increasing subsequence of `values`,
/// in increasing order.
///
/// - Complexity: O(n log n).
@inlinable
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * values.count)
    defer { scratch.deallocate() }
    var result: [Int] = []
    values.withUnsafeBufferPointer { values in
        _ = longestIncreasingSubsequence(
            of: values, tails: UnsafeMutableBufferPointer(rebasing: scratch[..<values.count]),
            previous: UnsafeMutableBufferPointer(rebasing: scratch[values.count...])
        ) { result.append($0) }
    }
    return result.reversed()
}
