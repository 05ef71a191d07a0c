import Foundation

/// A view controller's traits, as UIKit's: a child's from its parent (with the parent's override for
/// it), a presented controller's from its presentation controller (adjusted for the style), a window's
/// root controller's from the window; then ``overrideUserInterfaceStyle``.
extension UIViewController: UITraitChangeObservable, TraitChangeRegistering {
    /// The controller's traits (see above). A presented controller's follow its presentation style, as
    /// UIKit reports them: a popover's content is compact in both directions, and a form sheet over a
    /// regular-width environment (an iPad) is compact in width and regular in height — the size of a
    /// form sheet, and what WWDC 2014's "Building Adaptive Apps with UIKit" shows; a sheet over a compact
    /// width adapts to full screen and keeps its presenter's traits.
    ///
    /// Kept once computed while the controller's view is in a window and what they come from is kept
    /// too — the window's traits, or a parent's or presenter's kept traits (``TraitCache``): a view
    /// drawing a dynamic color asks for them on every redraw. So the traits a controller keeps were
    /// computed in the window its view is in, and a view leaving its window has the controllers in it
    /// and those whose traits come from theirs drop them (``UIView/subtreeDidLeaveWindow()``), while a
    /// view entering one has none to drop. Off screen, the traits come from the runtime of the code that
    /// is running, so they are computed each time. While the controller's size classes are about to
    /// change (``willTransition(to:with:)``), the traits before the change, as UIKit reports them.
    public var traitCollection: UITraitCollection {
        if let before = traitState.traitsBeforeTransition { return before }
        if let cached = traitState.cache.traits { return cached }
        var sourcesKept = false
        let traits = computeTraitCollection(sourcesKept: &sourcesKept)
        if sourcesKept, viewIfLoaded?.window != nil { traitState.cache.store(traits) }
        return traits
    }

    /// Something only this controller's traits are computed from changed — its parent, its
    /// presentation, the window its view is in (``TraitCache``): its cached traits go, and so do those
    /// of the controllers whose traits come from its — its children and the controller it presented —
    /// and theirs, while the window's and every other controller's stay.
    func traitSourcesDidChange() {
        traitState.cache.invalidate()
        for child in children { child.traitSourcesDidChange() }
        directlyPresentedViewController?.traitSourcesDidChange()
    }

    /// ``traitCollection`` computed from its sources, without this controller's cache.
    var computedTraitCollection: UITraitCollection {
        var sourcesKept = false
        return computeTraitCollection(sourcesKept: &sourcesKept)
    }

    /// ``computedTraitCollection``; `sourcesKept` says whether what the traits came from is kept: the
    /// parent's or the presenter's traits (a presentation's come from its presenter's and its window's),
    /// or the window's — not the runtime's for a controller in no window.
    private func computeTraitCollection(sourcesKept: inout Bool) -> UITraitCollection {
        var traits: UITraitCollection
        if let parent {
            traits = parent.traitCollection
            sourcesKept = parent.traitState.cache.traits != nil
            if let override = parent.overrideTraitCollection(forChild: self) { traits = traits.overriding(with: override) }
        } else if let presentation = storedPresentationController, presentation.isPresenting {
            traits = presentation.traitCollection
            sourcesKept = presentation.presentingViewController?.traitState.cache.traits != nil
            switch presentation.presentationStyle {
            case .popover:
                traits.horizontalSizeClass = .compact
                traits.verticalSizeClass = .compact
            case .formSheet where traits.horizontalSizeClass == .regular:
                traits.horizontalSizeClass = .compact
                traits.verticalSizeClass = .regular
            default:
                break
            }
        } else if let window = viewIfLoaded?.window {
            traits = window.traitCollection
            sourcesKept = true
        } else {
            traits = UIView.detachedTraits
        }
        let style = traitState.overrideUserInterfaceStyle
        if style != .unspecified { traits.userInterfaceStyle = style }
        return traits
    }

    /// The light or dark appearance of this controller, its view and its children whatever they
    /// inherit, as UIKit's `overrideUserInterfaceStyle` (a sheet that is always dark); `.unspecified`
    /// (the default) inherits. Setting it updates the traits below it.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrideUserInterfaceStyle }
        set {
            guard newValue != traitState.overrideUserInterfaceStyle else { return }
            changingTraits { traitState.overrideUserInterfaceStyle = newValue }
        }
    }

    /// Gives `child` these traits over the ones it inherits, as UIKit's
    /// `setOverrideTraitCollection(_:forChild:)` (a container that makes a child compact); nil removes the
    /// override. A controller that is not a child of this one gets nothing, with a
    /// `traits.notAChild` warning (UIKit ignores it).
    public func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child.parent === self else {
            Diagnostics.warn("traits.notAChild",
                             "setOverrideTraitCollection(_:forChild:) was given a controller that is not a child; ignored")
            return
        }
        changingTraits {
            traitState.childOverrides.removeAll { $0.child == nil || $0.child === child }
            if let collection { traitState.childOverrides.append(ChildTraitOverride(child: child, traits: collection)) }
        }
    }

    /// The traits set for `child` with ``setOverrideTraitCollection(_:forChild:)``, or nil.
    public func overrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        traitState.childOverrides.first { $0.child === child }?.traits
    }

    /// Runs `change` to what this controller's traits come from, then tells what is below whose traits
    /// changed: through the view when it is loaded (its subtree holds the children's and presented
    /// controllers' views only while they are on screen, so a controller off screen hears nothing, as
    /// in UIKit, where trait changes reach controllers through the hierarchy).
    private func changingTraits(_ change: () -> Void) {
        var roots: [UIView] = []
        if let view = viewIfLoaded { roots.append(view) }
        var presented = presentedViewController
        while let controller = presented {
            if let view = controller.viewIfLoaded { roots.append(view) }
            presented = controller.presentedViewController
        }
        UIView.notifyingTraitChanges(in: roots, change)
    }

    func addTraitChangeRegistration(_ registration: TraitChangeRegistration) {
        traitState.registrations.append(registration)
    }

    func removeTraitChangeRegistration(_ registration: TraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }

    var traitChangeRegistrations: [TraitChangeRegistration] { traitState.registrations }
}
