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
            performNow(operation, splitting: true)
            // A split leaves its rest queued, made in the background.
            startNextIfIdle()
        }
    }

    /// Starts preparing the next queued change in the background, unless
    /// one is being prepared.
    func startNextIfIdle() {
        while inFlight == nil, !queue.isEmpty {
            let operation = queue.removeFirst()
            if let split = split(operation) {
                start(split, of: operation)
                return
            }
            guard let plan = plan(operation) else { continue }
            inFlight = operation
            generation += 1
            let current = generation
            let run = PreparationRun(plan: plan)
            run.change = announce(run, synchronous: false)
            ItemPreparation.start(run)
            Task { [weak self] in
                let assembled = await run.assembledChange()
                // A synchronous change flushed the queue meanwhile: it redid this one.
                guard let self, self.generation == current else { return }
                self.inFlight = nil
                self.commit(plan, assembled: assembled, change: run.change)
                self.startNextIfIdle()
            }
            return
        }
        resumeIdleWaiters()
    }

    /// Makes a split's first part on a worker, then applies it and goes on
    /// with the queue (its rest first).
    private func start(_ split: ChangesetSplit<Model, Context>, of operation: DataSourceOperation<Model, Context>) {
        inFlight = operation
        generation += 1
        let current = generation
        let work = Task.detached(priority: .userInitiated) { split.prepare() }
        Task { [weak self] in
            let outcome = await work.value
            // A synchronous change flushed the queue meanwhile: it redid this one whole.
            guard let self, self.generation == current else { return }
            self.inFlight = nil
            self.commit(split, outcome)
            self.startNextIfIdle()
        }
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

    /// Applies `operation` now; with `splitting`, a changeset the
    /// configuration splits applies its first part and queues the rest.
    func performNow(_ operation: DataSourceOperation<Model, Context>, splitting: Bool = false) {
        if splitting, let split = split(operation) {
            commit(split, split.prepare())
            return
        }
        guard let plan = plan(operation) else { return }
        let run = PreparationRun(plan: plan)
        run.change = announce(run, synchronous: true)
        commit(plan, assembled: ItemPreparation.prepareAndAssembleNow(run), change: run.change)
    }

    private func resumeIdleWaiters() {
        guard !hasPendingChanges, !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Swaps in the state assembled from `plan`, then tidies scope roots and
    /// tells the listeners; `change` is the change as analytics listeners
    /// were told it would be prepared. The previous state is let go where
    /// the preparation run ends (see ``RetiredStates``).
    func commit(
        _ plan: PreparationPlan<Model, Context>, assembled result: Result<AssembledChange<Model, Context>, ChangesetError>,
        change: DataSourceChangeEvent?
    ) {
        let applyStart = change.map { _ in ContinuousClock.now }
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
        attachAnalytics(after: plan, previous: previous)
        listeners.removeAll { $0.object == nil }
        for listener in listeners { listener.didModify(self, previous, state, assembled.changes) }
        if let resized = assembled.resizedItem, resized.from != resized.to {
            for listener in listeners { listener.didResize(self, resized.path, resized.from, resized.to, stateUpdateBoundsAnimation) }
        }

        // After the listeners, so lists take cells off screen before their controllers end.
        if case let .changeset(changeset, _, _) = plan.operation, !changeset.removedItems.isEmpty || !changeset.removedSections.isEmpty {
            let remaining = Set(state.sections.joined().map(\.id))
            for item in previous.sections.joined() where !remaining.contains(item.id) { item.scopeRoot.invalidate() }
        }
        // New roots have rendered once and retired nothing.
        for root in plan.jobs.existingRoots { root.invalidateRetiredControllers() }
        if let change, let applyStart, let analytics = plan.configuration.analytics {
            analytics.dataSourceDidApplyChange(DataSourceApplyEvent(change: change, applyStart: applyStart,
                                                                    applyDuration: ContinuousClock.now - applyStart))
        }
    }

    /// A component inside an item changed its state: re-render that item.
    func itemStateDidUpdate(itemID: Int, mode: StateUpdateMode) {
        for listener in listeners { listener.didEnqueueStateUpdate(self) }
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
