/// A max-heap: the largest element is taken first.
///
/// - Complexity: O(log n) to insert or take the largest.
struct BinaryHeap<Element: Comparable> {
    private var elements: [Element] = []

    /// Elements in the heap.
    var count: Int { elements.count }

    /// Adds `element`.
    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[parent] < elements[child] else { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Takes out the largest element, if any.
    mutating func popMax() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let largest = elements.removeLast()
        var parent = 0
        while true {
            var largestIndex = parent
            let left = 2 * parent + 1, right = left + 1
            if left < elements.count, elements[largestIndex] < elements[left] { largestIndex = left }
            if right < elements.count, elements[largestIndex] < elements[right] { largestIndex = right }
            guard largestIndex != parent else { break }
            elements.swapAt(parent, largestIndex)
            parent = largestIndex
        }
        return largest
    }

    /// Empties the heap.
    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
    }
}
