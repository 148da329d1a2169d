import ViewTree

/// Plays components' animations as ComponentKit does, keyed to components
/// rather than to the views the mounter happens to hand them: a component
/// that appears gets its initial mount animations whichever view it gets,
/// one that stays gets its update animations from its own previous value,
/// and one that leaves keeps its view for the pass so its final unmount
/// animations show on it.
///
/// The mounter tells it what a pass enters, mounts and skips; it keeps the
/// animated components of the last pass in each container.
@MainActor
final class MountAnimations {
    /// An animated component in a pass, with the views its animations play on.
    final class Record {
        let identity: AnimationIdentity
        let layout: Layout
        let component: any AnimatedComponent
        /// Keeps the scope an identity names alive while it is compared.
        let anchor: ScopeNode?
        var view: View?
        var targets: [String: Slot] = [:]

        init(identity: AnimationIdentity, layout: Layout, component: any AnimatedComponent, anchor: ScopeNode?) {
            self.identity = identity
            self.layout = layout
            self.component = component
            self.anchor = anchor
        }
    }

    /// A part marked with ``Component/animationTarget(_:)`` and its view.
    final class Slot {
        let layout: Layout
        var view: View?

        init(layout: Layout) {
            self.layout = layout
        }
    }

    /// What ``enter(_:)`` started, for ``leave(_:)``.
    struct Token {
        /// Nil when the layout neither animates, nor has a scope, nor sits
        /// under an animated component: most layouts, which cost no more.
        fileprivate let entry: AnimationIdentifier.Entry?
        fileprivate var record: Record?
        fileprivate var slot: Slot?
    }

    private var previousByContainer: [ViewID: [AnimationIdentity: Record]] = [:]
    /// Views whose subtree held an animated component or a mark last time.
    private var participantViews: Set<ViewID> = []

    private var previous: [AnimationIdentity: Record] = [:]
    private var previousViews: [ObjectIdentifier: View] = [:]
    private var identifier = AnimationIdentifier()
    private var current: [AnimationIdentity: Record] = [:]
    private var order: [Record] = []
    private var open: [Record] = []
    private var awaiting: [AnyObject] = []
    private var counts: [Int] = [0]
    private var leaving: [ViewID: [ComponentAnimation]] = [:]

    /// Starts a pass that mounts `layout` into `container`. Returns the views
    /// no component may take in this pass: those of components leaving with
    /// final unmount animations.
    func beginPass(in container: View, layout: Layout) -> Set<ViewID> {
        previous = previousByContainer[container.id] ?? [:]
        identifier = AnimationIdentifier()
        current.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        open.removeAll()
        awaiting.removeAll()
        counts = [0]
        leaving.removeAll()
        previousViews.removeAll()
        guard !previous.isEmpty else { return [] }
        for record in previous.values {
            if let view = record.view { previousViews[ObjectIdentifier(record.layout)] = view }
            for slot in record.targets.values { if let view = slot.view { previousViews[ObjectIdentifier(slot.layout)] = view } }
        }
        let departing = previous.values.filter { !$0.component.finalUnmountAnimations.isEmpty }
        guard !departing.isEmpty else { return [] }
        let present = AnimationIdentifier.identities(in: layout)
        var reserved: Set<ViewID> = []
        for record in departing where !present.contains(record.identity) {
            for animation in record.component.finalUnmountAnimations {
                guard let view = view(for: animation, of: record) else { continue }
                leaving[view.id, default: []].append(animation)
                reserved.insert(view.id)
            }
        }
        return reserved
    }

    /// The mounter enters `layout` (before mounting its view, if any).
    func enter(_ layout: Layout) -> Token {
        let animated = layout.component as? any AnimatedComponent
        if animated == nil, layout.scopeNode == nil, open.isEmpty { return Token(entry: nil) }
        let entry = identifier.enter(layout, animates: animated != nil)
        var token = Token(entry: entry)
        if let animated, let identity = entry.identity {
            let record = Record(identity: identity, layout: layout, component: animated, anchor: entry.anchor)
            current[identity] = record
            order.append(record)
            open.append(record)
            awaiting.append(record)
            counts[counts.count - 1] += 1
            token.record = record
        }
        if !open.isEmpty, let mark = layout.component as? any AnimationTargetMarking {
            let slot = Slot(layout: layout)
            for record in open where record.targets[mark.animationTargetName] == nil {
                record.targets[mark.animationTargetName] = slot
            }
            awaiting.append(slot)
            counts[counts.count - 1] += 1
            token.slot = slot
        }
        return token
    }

    /// A view was mounted: the entered components waiting for a view take it.
    func mounted(_ view: View) {
        guard !awaiting.isEmpty else { return }
        for waiting in awaiting {
            if let record = waiting as? Record { record.view = view } else if let slot = waiting as? Slot { slot.view = view }
        }
        awaiting.removeAll()
    }

    /// The mounter leaves what `token` entered.
    func leave(_ token: Token) {
        if let slot = token.slot, slot.view == nil { awaiting.removeAll { $0 === slot } }
        if let record = token.record {
            open.removeLast()
            if record.view == nil { awaiting.removeAll { $0 === record } }
        }
        if let entry = token.entry { identifier.leave(entry) }
    }

    /// The mounter starts on a view's children.
    func enterView() { counts.append(0) }

    /// The mounter is done with `view`'s children, and leaves what it
    /// `entered` for the view's own layout.
    func leaveView(_ view: View, entered: Token) {
        let inside = counts.removeLast()
        if inside > 0 {
            counts[counts.count - 1] += inside
        }
        if inside > 0 || entered.record != nil || entered.slot != nil {
            participantViews.insert(view.id)
        } else if !participantViews.isEmpty {
            participantViews.remove(view.id)
        }
        leave(entered)
    }

    /// Whether a skipped view may matter: something waits for a view, or
    /// some view's subtree held animated components. False in most trees,
    /// which then pay nothing per skipped view.
    var tracksSkippedViews: Bool { !awaiting.isEmpty || !participantViews.isEmpty }

    /// `layout`, mounted on `view`, is unchanged since the last pass, so it
    /// was not mounted again: its animated components are still there, on
    /// the views they had. Costs nothing when none were (most skips).
    func skipped(_ layout: Layout, on view: View) {
        if !awaiting.isEmpty { mounted(view) }
        guard !participantViews.isEmpty, participantViews.contains(view.id) else { return }
        revisit(layout, on: view)
    }

    /// Enters an unchanged subtree without mounting it: its animated
    /// components and marks keep the views they had (`view` for the
    /// subtree's root, else the last pass's).
    private func revisit(_ layout: Layout, on view: View? = nil) {
        let token = enter(layout)
        awaiting.removeAll { $0 === token.record || $0 === token.slot }
        let kept = view ?? previousViews[ObjectIdentifier(layout)]
        token.record?.view = kept
        token.slot?.view = kept
        for child in layout.children { revisit(child.layout) }
        leave(token)
    }

    /// The mounter is about to hide `view`: it plays the final unmount
    /// animations aimed at it and returns the values they changed, to put
    /// back when the view is reused.
    func willHide(_ view: View) -> [ViewProperty] {
        guard let animations = leaving.removeValue(forKey: view.id) else { return [] }
        var restore: [ViewProperty] = []
        for animation in animations {
            guard let current = view.currentValue(forKey: animation.value.key), current != animation.value else { continue }
            view.animate(ViewAnimation(from: current, to: animation.value, timing: animation.timing, hidesWhenFinished: true))
            restore.append(current)
        }
        return restore
    }

    /// Ends the pass in `container`: components that appeared play their
    /// initial mount animations, components that changed their update ones.
    func endPass(in container: View) {
        for record in order {
            let animations: [ComponentAnimation]
            if let old = previous[record.identity] {
                guard old.layout !== record.layout else { continue }
                animations = record.component.updateAnimations(fromAny: old.component)
            } else {
                animations = record.component.initialMountAnimations
            }
            for animation in animations {
                guard let view = view(for: animation, of: record),
                    let current = view.currentValue(forKey: animation.value.key), current != animation.value
                else { continue }
                view.animate(ViewAnimation(from: animation.value, to: current, timing: animation.timing))
            }
        }
        previousByContainer[container.id] = current.isEmpty ? nil : current
        previous.removeAll()
        previousViews.removeAll()
        order.removeAll()
        open.removeAll()
        awaiting.removeAll()
        leaving.removeAll()
    }

    /// The view `animation` of `record` plays on, or nil (reported) when
    /// there is none.
    private func view(for animation: ComponentAnimation, of record: Record) -> View? {
        let typeName = String(describing: type(of: record.component))
        guard let name = animation.target else {
            if record.view == nil {
                ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                    kind: "animation-without-view:\(typeName)",
                    message: "\(typeName) declares animations, but neither it nor anything it builds has a view to play them on"))
            }
            return record.view
        }
        guard let slot = record.targets[name] else {
            ComponentDiagnostics.report(ComponentDiagnostics.Problem(
                kind: "animation-target:\(typeName):\(name)",
                message: "\(typeName) animates \"\(name)\", but nothing it builds is marked .animationTarget(\"\(name)\"); the animation was not played"))
            return nil
        }
        return slot.view
    }
}
