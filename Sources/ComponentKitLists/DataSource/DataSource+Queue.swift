import ComponentKit
import Foundation

extension DataSource {
    func submit(_ operation: DataSourceOperation<Model, Context>, mode: UpdateMode) {
        switch mode {
        case .asynchronous:
            queue.append(operation)
            startNextIfIdle()
        case .synchronous:
            flush()
            performNow(operation)
            resumeIdleWaiters()
        }
    }

    /// Starts preparing the next queued change in the background, unless
    /// one is being prepared.
    func startNextIfIdle() {
        while inFlight == nil, !queue.isEmpty {
            let operation = queue.removeFirst()
            guard let plan = plan(operation) else { continue }
            inFlight = operation
            generation += 1
            let current = generation
            Task { [weak self] in
                let assembled = await ItemPreparation.prepareAndAssemble(plan)
                // A synchronous change flushed the queue meanwhile: it redid this one.
                guard let self, self.generation == current else { return }
                self.inFlight = nil
                self.commit(plan, assembled: assembled)
                self.startNextIfIdle()
            }
            return
        }
        resumeIdleWaiters()
    }

    /// Applies the change being prepared and every queued one, now and in order.
    func flush() {
        var operations: [DataSourceOperation<Model, Context>] = []
        if let operation = inFlight {
            operations.append(operation)
            inFlight = nil
            generation += 1
        }
        operations += queue
        queue.removeAll()
        for operation in operations { performNow(operation) }
    }

    private func performNow(_ operation: DataSourceOperation<Model, Context>) {
        guard let plan = plan(operation) else { return }
        commit(plan, assembled: ItemPreparation.prepareAndAssembleNow(plan))
    }

    private func resumeIdleWaiters() {
        guard !hasPendingChanges, !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Swaps in the state assembled from `plan`, then tidies scope roots and
    /// tells the listeners.
    func commit(_ plan: PreparationPlan<Model, Context>, assembled result: Result<AssembledChange<Model, Context>, ChangesetError>) {
        let assembled: AssembledChange<Model, Context>
        do {
            assembled = try result.get()
        } catch {
            // Changesets are checked against the pending shape when queued and
            // applied in order, so the state always has that shape here.
            assertionFailure("a queued changeset no longer fits: \(error)")
            return
        }
        let previous = state
        state = assembled.state

        // New roots were connected by the workers that made them; only the
        // responder, a main-actor property, is set here.
        if let actionResponder, !plan.insertedIDs.isEmpty {
            for item in state.sections.joined() where plan.insertedIDs.contains(item.id) { item.scopeRoot.contextResponder = actionResponder }
        }
        listeners.removeAll { $0.object == nil }
        for listener in listeners { listener.didModify(self, previous, state, assembled.changes) }
        if let resized = assembled.resizedItem, resized.from != resized.to {
            for listener in listeners { listener.didResize(self, resized.path, resized.from, resized.to, stateUpdateBoundsAnimation) }
        }

        // After the listeners, so lists take cells off screen before their controllers end.
        if case let .changeset(changeset, _) = plan.operation, !changeset.removedItems.isEmpty || !changeset.removedSections.isEmpty {
            let remaining = Set(state.sections.joined().map(\.id))
            for item in previous.sections.joined() where !remaining.contains(item.id) { item.scopeRoot.invalidate() }
        }
        // New roots have rendered once and retired nothing.
        for root in plan.jobs.existingRoots { root.invalidateRetiredControllers() }
    }

    /// A component inside an item changed its state: re-render that item.
    func itemStateDidUpdate(itemID: Int, mode: StateUpdateMode) {
        switch mode {
        case .synchronous:
            submit(.stateUpdate(itemID: itemID), mode: .synchronous)
        case .asynchronous:
            // Every update of this main-actor turn is rendered by one pass.
            dirtyItems.insert(itemID)
            guard !stateUpdateScheduled else { return }
            stateUpdateScheduled = true
            Task { [weak self] in self?.submitDirtyItems() }
        }
    }

    private func submitDirtyItems() {
        stateUpdateScheduled = false
        let ids = dirtyItems
        dirtyItems.removeAll()
        for id in ids.sorted() {
            let queued = queue.contains { if case .stateUpdate(id) = $0 { true } else { false } }
            if !queued { submit(.stateUpdate(itemID: id), mode: .asynchronous) }
        }
        startNextIfIdle()
    }
}
