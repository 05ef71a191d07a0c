import Foundation

/// When views and controllers hear that their traits changed.
///
/// A change of what traits come from — the runtime's appearance (dark mode, text size), an
/// ``UIView/overrideUserInterfaceStyle``, a controller's overrides, the screen's orientation — goes
/// through ``notifyingTraitChanges(in:_:)``: the traits of every view and controller below are taken
/// before and after, and each whose traits differ hears once: `traitCollectionDidChange(_:)` and the
/// matching iOS 17 registrations, and, when colors may resolve differently, a redraw (UIKit redraws
/// such views too, which is how a dark-mode switch re-renders everything). Unchanged traits call
/// nothing. Views entering a window are not told: iOS 17 calls registrations only for changes, and a
/// view that reads its traits when it draws or lays out gets the right ones, while notifying every
/// view moved would cost each `addSubview` a walk (the 1000-button grid is gated).
extension UIView: TraitChangeRegistering {
    /// Runs `change`, then tells the views and controllers under `roots` whose traits it changed.
    static func notifyingTraitChanges(in roots: [UIView], _ change: () -> Void) {
        let before = traitSnapshot(of: roots)
        change()
        traitSourcesDidChange()
        let after = traitSnapshot(of: roots)
        let sizeClassTransition = notifySizeClassChanges(from: before, to: after)
        for (old, new) in zip(before, after) {
            if let presentation = new.presentation, let oldTraits = old.presentationTraits,
               let newTraits = new.presentationTraits, oldTraits != newTraits {
                newTraits.performAsCurrent { presentation.traitCollectionDidChange(oldTraits) }
            }
            if let controller = new.controller, let oldTraits = old.controllerTraits, let newTraits = new.controllerTraits,
               oldTraits != newTraits {
                controller.traitsDidChange(from: oldTraits, to: newTraits)
            }
            guard old.traits != new.traits else { continue }
            if new.traits.hasDifferentColorAppearance(comparedTo: old.traits) { new.view.setNeedsDisplay() }
            if new.traits.preferredContentSizeCategory != old.traits.preferredContentSizeCategory,
               let adjusting = new.view as? ContentSizeCategoryResponding {
                adjusting.contentSizeCategoryDidChange(to: new.traits.preferredContentSizeCategory)
            }
            new.view.traitsDidChange(from: old.traits, to: new.traits)
        }
        sizeClassTransition?.finish()
    }

    /// Tells each controller whose size classes changed, before any `traitCollectionDidChange`, as
    /// UIKit's ``UIViewController/willTransition(to:with:)``: with its window's size change coordinator
    /// when the window is resizing, else with one coordinator returned to be finished once every
    /// trait change was told (nil when no controller needed one).
    ///
    /// The change has already been applied when the engine knows the new traits, so while these
    /// controllers are told, each reports its old traits (as UIKit's do until the transition: Apple's
    /// documentation of `willTransition(to:with:)` gives the new ones only as `newCollection`); the
    /// views under them and children that inherit read those too. The coordinator's blocks run after,
    /// with the new traits. A child whose own size classes stay (an override fixes them) is not told,
    /// as in UIKit.
    private static func notifySizeClassChanges(from before: [TraitSnapshotEntry],
                                               to after: [TraitSnapshotEntry]) -> SizeTransitionCoordinator? {
        var transitions: [(controller: UIViewController, view: UIView, newTraits: UITraitCollection)] = []
        for (old, new) in zip(before, after) {
            guard let controller = new.controller, let oldTraits = old.controllerTraits,
                  let newTraits = new.controllerTraits,
                  oldTraits.horizontalSizeClass != newTraits.horizontalSizeClass
                    || oldTraits.verticalSizeClass != newTraits.verticalSizeClass else { continue }
            controller.traitState.traitsBeforeTransition = oldTraits
            transitions.append((controller, new.view, newTraits))
        }
        defer {
            for transition in transitions {
                transition.controller.traitState.traitsBeforeTransition = nil
                // Traits read meanwhile by the controllers below it were computed from the old ones and kept.
                transition.controller.traitSourcesDidChange()
            }
        }
        var own: SizeTransitionCoordinator?
        for (controller, view, newTraits) in transitions {
            if let windowTransition = view.window?.sizeTransition {
                controller.willTransition(to: newTraits, with: windowTransition)
            } else {
                let coordinator = own ?? SizeTransitionCoordinator(containerView: view)
                own = coordinator
                controller.willTransition(to: newTraits, with: coordinator)
            }
        }
        return own
    }

    /// One view's traits (and its controller's, for a root view) at one moment.
    private struct TraitSnapshotEntry {
        let view: UIView
        let traits: UITraitCollection
        let controller: UIViewController?
        let controllerTraits: UITraitCollection?
        /// The presentation controller of a presented controller, and its traits.
        let presentation: UIPresentationController?
        let presentationTraits: UITraitCollection?
    }

    /// The traits of every view under `roots`, parents first, each computed from its parent's: one
    /// pass, not a walk to the window per view. A loop with an explicit stack, so a deep tree cannot
    /// overflow the stack.
    private static func traitSnapshot(of roots: [UIView]) -> [TraitSnapshotEntry] {
        var entries: [TraitSnapshotEntry] = []
        for root in roots {
            var pending: [(view: UIView, parentTraits: UITraitCollection?)] = [(root, nil)]
            while let (view, parentTraits) = pending.popLast() {
                let controller = view.viewDelegate as? UIViewController
                let traits = view.traits(underParent: parentTraits)
                let presentation = controller?.storedPresentationController.flatMap { $0.isPresenting ? $0 : nil }
                entries.append(TraitSnapshotEntry(view: view, traits: traits, controller: controller,
                                                  controllerTraits: controller?.traitCollection,
                                                  presentation: presentation,
                                                  presentationTraits: presentation?.traitCollection))
                for subview in view.subviews.reversed() { pending.append((subview, traits)) }
            }
        }
        return entries
    }

    func addTraitChangeRegistration(_ registration: TraitChangeRegistration) {
        updateAppearanceAttributes { $0.traitChangeRegistrations.append(registration) }
    }

    func removeTraitChangeRegistration(_ registration: TraitChangeRegistration) {
        guard hasAppearanceAttributes else { return }
        updateAppearanceAttributes { $0.traitChangeRegistrations.removeAll { $0 === registration } }
    }

    var traitChangeRegistrations: [TraitChangeRegistration] {
        appearanceAttributes?.traitChangeRegistrations ?? []
    }
}
