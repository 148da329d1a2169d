import Foundation
import ViewTree

/// Makes a view tree match a layout tree with as few view changes as it can.
///
/// Each container view keeps a reuse pool: a component with a view takes the
/// next free view with its recycle key, or a new one. Attributes are applied
/// only when their value changed and unapplied when a reused view no longer
/// wants them; frames are set only when they moved. Components without a
/// view pass their offset down to their children. Views no component used
/// are hidden, to be reused later.
///
/// ```swift
/// let mounter = ComponentMounter()
/// let layout = root.layout(constrainedTo: .flexibleHeight(width: 390), context: context)
/// let statistics = mounter.mount(layout, in: hostView)
/// ```
@MainActor
public final class ComponentMounter {
    private var pools: [ViewID: ViewReusePool] = [:]
    private var applied: [ViewID: ViewConfiguration] = [:]
    private(set) var mountedLayouts: [ViewID: Layout] = [:]
    private var needsFullApply: Set<ViewID> = []
    private let controllers = ControllerLifecycle()
    private var boundsAnimation: AnimationTiming?
    private let animations = MountAnimations()
    /// Views of components leaving with final unmount animations this pass.
    private var reserved: Set<ViewID> = []
    /// Properties an unmount animation changed, restored when the view is reused.
    private var restoreOnReuse: [ViewID: [ViewProperty]] = [:]
    /// Told of mounts; nil without listeners.
    package var analytics: AnalyticsBroadcaster?
    /// The layout last mounted into each container, for debug outlines.
    var rootLayouts: [ViewID: Layout] = [:]

    /// A mounter with no views yet.
    public init() {}

    /// Told before and after every mount (see ``AnalyticsListener``); none by
    /// default. Hosting views and list adapters set their own mounters' listeners.
    public var analyticsListeners: [any AnalyticsListener] {
        get { analytics?.listeners ?? [] }
        set { analytics = AnalyticsBroadcaster.make(newValue) }
    }

    /// Mounts `layout` into `container`, reusing the views of earlier mounts.
    ///
    /// With `boundsAnimation`, every frame that changes is recorded as an
    /// animation from the old frame; components' own animations are recorded
    /// as they declare them.
    @discardableResult
    public func mount(_ layout: Layout, in container: View, boundsAnimation: AnimationTiming? = nil) -> MountStatistics {
        mount(layout, in: container, boundsAnimation: boundsAnimation, scopeRoot: nil)
    }

    /// Mounts as ``mount(_:in:boundsAnimation:)`` does, naming the scope root
    /// `layout` was rendered in to the analytics listeners.
    @discardableResult
    package func mount(_ layout: Layout, in container: View, boundsAnimation: AnimationTiming?, scopeRoot: ScopeRoot?) -> MountStatistics {
        guard let analytics else { return mountPass(layout, in: container, boundsAnimation: boundsAnimation) }
        analytics.willMountComponentTree(layout, in: container)
        let start = ContinuousClock.now
        let statistics = mountPass(layout, in: container, boundsAnimation: boundsAnimation)
        analytics.didMountComponentTree(TreeMountEvent(
            layout: layout, container: container, scopeRoot: scopeRoot, statistics: statistics, start: start,
            duration: ContinuousClock.now - start))
        return statistics
    }

    private func mountPass(_ layout: Layout, in container: View, boundsAnimation: AnimationTiming?) -> MountStatistics {
        defer { noteMounted(layout, in: container) }
        self.boundsAnimation = boundsAnimation
        var statistics = MountStatistics()
        let pool = self.pool(for: container)
        pool.beginPass()
        controllers.beginPass()
        reserved = animations.beginPass(in: container, layout: layout)
        mount(layout, at: .zero, container: container, pool: pool, statistics: &statistics)
        pool.endPass(in: container, statistics: &statistics, onHide: forget, willHide: playUnmountAnimations)
        animations.endPass(in: container)
        reserved.removeAll()
        controllers.endPass()
        return statistics
    }

    /// Tells every mounted controller its tree is about to appear (a list
    /// cell coming on screen).
    public func announceTreeWillAppear() {
        for controller in controllers.mounted { controller._treeWillAppear() }
    }

    /// Tells every mounted controller its tree disappeared.
    public func announceTreeDidDisappear() {
        for controller in controllers.mounted { controller._treeDidDisappear() }
    }

    /// Tells every mounted controller its tree came wholly into view.
    public func announceTreeDidBecomeFullyVisible() {
        for controller in controllers.mounted { controller._treeDidBecomeFullyVisible() }
    }

    /// The component whose layout a view was last mounted for.
    public func component(mountedOn view: View) -> (any Component)? {
        mountedLayouts[view.id]?.component
    }

    private func pool(for container: View) -> ViewReusePool {
        if let pool = pools[container.id] { return pool }
        let pool = ViewReusePool()
        pools[container.id] = pool
        return pool
    }

    private func mount(
        _ layout: Layout, at origin: CGPoint, container: View, pool: ViewReusePool, statistics: inout MountStatistics
    ) {
        controllers.visit(layout)
        let configuration = layout.component.viewConfiguration
        guard let viewClass = configuration.viewClass else {
            let animationToken = animations.enter(layout)
            for child in layout.children {
                let childOrigin = CGPoint(x: origin.x + child.position.x, y: origin.y + child.position.y)
                mount(child.layout, at: childOrigin, container: container, pool: pool, statistics: &statistics)
            }
            animations.leave(animationToken)
            return
        }

        let view: View
        if let reused = reserved.isEmpty ? pool.dequeue(configuration.poolKey) : pool.dequeue(configuration.poolKey, skipping: reserved) {
            view = reused
            statistics.reused += 1
            if view.isHidden {
                for property in restoreOnReuse.removeValue(forKey: view.id) ?? [] { view.apply(property) }
                view.isHidden = false
                statistics.unhides += 1
            }
        } else {
            view = viewClass.init(frame: .zero)
            // A fresh view has no parent, so adding it cannot fail.
            try? container.addSubview(view)
            pool.add(view, for: configuration.poolKey)
            statistics.created += 1
        }
        let frame = CGRect(origin: origin, size: layout.size)
        if view.frame != frame {
            let old = view.frame
            if let boundsAnimation, mountedLayouts[view.id] != nil {
                view.animate(ViewAnimation(from: .frame(old), to: .frame(frame), timing: boundsAnimation))
            } else {
                view.frame = frame
            }
            statistics.frames += 1
        }
        controllers.mounted(view)
        // A subtree shared with the last mount on this view is already in place.
        if mountedLayouts[view.id] === layout {
            controllers.skipped(view)
            if animations.tracksSkippedViews { animations.skipped(layout, on: view) }
            return
        }
        let animationToken = animations.enter(layout)
        animations.mounted(view)
        mountedLayouts[view.id] = layout
        configure(view, with: configuration, statistics: &statistics)

        let childPool = self.pool(for: view)
        childPool.beginPass()
        controllers.enterView()
        animations.enterView()
        for child in layout.children {
            mount(child.layout, at: child.position, container: view, pool: childPool, statistics: &statistics)
        }
        controllers.leaveView(view)
        animations.leaveView(view, entered: animationToken)
        childPool.endPass(in: view, statistics: &statistics, onHide: forget, willHide: playUnmountAnimations)
    }

    private func configure(_ view: View, with configuration: ViewConfiguration, statistics: inout MountStatistics) {
        let previous = applied[view.id]?.attributes ?? []
        applied[view.id] = configuration
        let current = configuration.attributes
        if needsFullApply.remove(view.id) != nil {
            // Prepared for reuse since: whatever it showed may be gone.
            let kept = Set(current.map(\.identifier))
            for old in previous where !kept.contains(old.identifier) {
                if old.unapply(from: view) { statistics.unapplies += 1 }
            }
            for attribute in current {
                attribute.apply(to: view)
                statistics.attributeSets += 1
            }
            return
        }
        // Fast path: the same attributes in the same order (a remount).
        if previous.count == current.count,
            zip(previous, current).allSatisfy({ $0.identifier == $1.identifier })
        {
            for (old, new) in zip(previous, current) {
                if !old.hasSameEffect(as: new) {
                    new.apply(to: view)
                    statistics.attributeSets += 1
                } else if new.refresh(view) {
                    statistics.refreshes += 1
                }
            }
            return
        }
        var byIdentifier: [String: ViewAttribute] = [:]
        for attribute in previous { byIdentifier[attribute.identifier] = attribute }
        for attribute in current {
            if byIdentifier.removeValue(forKey: attribute.identifier)?.hasSameEffect(as: attribute) != true {
                attribute.apply(to: view)
                statistics.attributeSets += 1
            } else if attribute.refresh(view) {
                statistics.refreshes += 1
            }
        }
        for old in previous where byIdentifier[old.identifier] != nil {
            if old.unapply(from: view) { statistics.unapplies += 1 }
        }
    }

    /// Plays the final unmount animations aimed at a view about to be hidden.
    private func playUnmountAnimations(_ view: View) {
        let restore = animations.willHide(view)
        if !restore.isEmpty { restoreOnReuse[view.id] = restore }
    }

    /// Forgets what a hidden view showed: it was prepared for reuse and
    /// must be configured in full when next used.
    private func forget(_ view: View) {
        mountedLayouts[view.id] = nil
        needsFullApply.insert(view.id)
    }
}
