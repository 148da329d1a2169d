import Foundation

extension TableView {
    /// The width of the section index strip.
    static let sectionIndexWidth: CGFloat = 20

    func setUpSectionIndex() {
        sectionIndexView.isHidden = true
        sectionIndexView.onSelect = { [unowned self] index in self.selectSectionIndexTitle(at: index) }
        // A fresh view has no superview and is not an ancestor: cannot fail.
        try? addSubview(sectionIndexView)
    }

    func reloadSectionIndex() {
        sectionIndexView.setTitles(editingDataSource?.sectionIndexTitles(for: self) ?? [])
        placeSectionIndex()
    }

    /// Keeps the index pinned to the visible rect's trailing edge (the right,
    /// or the left in a right-to-left window), above the rows.
    func placeSectionIndex() {
        guard !sectionIndexView.titles.isEmpty else { return }
        let x = traitCollection.layoutDirection == .leftToRight ? bounds.maxX - Self.sectionIndexWidth : bounds.minX
        sectionIndexView.frame = CGRect(x: x, y: bounds.minY,
                                        width: Self.sectionIndexWidth, height: bounds.height)
        if subviews.last !== sectionIndexView { try? addSubview(sectionIndexView) }
    }

    /// Scrolls to the section of the index title at `index`.
    public func selectSectionIndexTitle(at index: Int) {
        let titles = sectionIndexView.titles
        guard titles.indices.contains(index), let source = editingDataSource else { return }
        let section = source.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        scrollToSection(section)
    }
}
