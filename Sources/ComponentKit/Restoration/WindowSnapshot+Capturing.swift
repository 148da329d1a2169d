import ViewTree

extension WindowSnapshot {
    /// What `window` shows now that a rebuild would lose (see ``WindowSnapshot``).
    @MainActor
    public init(capturing window: Window) {
        self.init()
        location = window.locationHandler?.currentLocation?.location
        // Only views that can hold something to keep are named.
        let candidates = ViewPath.paths(in: window) { view in
            view is any StateRestoring || view is ScrollView || view is TextInputView || window.firstResponder === view
        }
        for (path, view) in candidates {
            if let host = view as? any StateRestoring {
                for (key, root) in host.restorableScopeRoots.sorted(by: { $0.key < $1.key }) {
                    let states = root.stateRecords()
                    if !states.isEmpty { componentStates.append(HostedStates(view: path, root: key, states: states)) }
                }
            }
            if let scroll = view as? ScrollView, scroll.contentOffset != scroll.minimumContentOffset {
                scrollOffsets.append(ScrollOffset(view: path, x: Double(scroll.contentOffset.x), y: Double(scroll.contentOffset.y)))
            }
            if let input = view as? TextInputView, !input.isSecureTextEntry, !input.text.isEmpty || window.firstResponder === input {
                let selection = input.selectedRange
                textInputs.append(TextInput(view: path, text: input.text,
                                            selectionStart: selection.lowerBound, selectionEnd: selection.upperBound))
            }
            if window.firstResponder === view { focus = path }
        }
    }
}
