import Foundation

/// A view's traits, as UIKit's: inherited from the superview, a controller's root view from its
/// controller, a window from the runtime (screen and user appearance), with
/// ``overrideUserInterfaceStyle`` on the way.
///
/// Nothing is stored per view: the traits are computed when read, walking up to the nearest view that
/// has its own source (a controller's root view or the window), whose controller or window keeps its
/// traits once computed (``TraitCache``). Most views never read them, and a per-view cache would cost
/// every view storage; views that draw dynamic colors read them once per recording of their drawing
/// (`UIGraphicsContext.currentTraits`).
extension UIView: UITraitChangeObservable {
    /// The view's traits (see above). A view in no window and under no controller has the traits of the
    /// current runtime's screen and appearance, as a UIKit view off screen reports the main screen's.
    public var traitCollection: UITraitCollection {
        var style = UIUserInterfaceStyle.unspecified
        var view = self
        var base: UITraitCollection
        while true {
            if style == .unspecified, view.hasAppearanceAttributes {
                style = view.appearanceAttributes?.overrideUserInterfaceStyle ?? .unspecified
            }
            if let anchor = view.traitAnchor {
                base = anchor
                break
            }
            guard let parent = view.superview else {
                base = UIView.detachedTraits
                break
            }
            view = parent
        }
        if style != .unspecified { base.userInterfaceStyle = style }
        return base
    }

    /// The traits of `view` given its superview's (`parentTraits`, nil for a view with none): what
    /// ``traitCollection`` computes, one level at a time, for a walk down a whole tree.
    func traits(underParent parentTraits: UITraitCollection?) -> UITraitCollection {
        guard parentTraits != nil || traitAnchor != nil || superview == nil else { return traitCollection }
        var traits = traitAnchor ?? parentTraits ?? UIView.detachedTraits
        if hasAppearanceAttributes, let style = appearanceAttributes?.overrideUserInterfaceStyle, style != .unspecified {
            traits.userInterfaceStyle = style
        }
        return traits
    }

    /// The traits of a view in no window: the current runtime's for its screen.
    static var detachedTraits: UITraitCollection {
        let runtime = AppRuntime.current
        return runtime.traits(on: runtime.screen)
    }

    /// The light or dark appearance this view and its subviews use whatever they inherit, as UIKit's
    /// `overrideUserInterfaceStyle`; `.unspecified` (the default) inherits. Setting it updates the
    /// subtree's traits: `traitCollectionDidChange(_:)` and a redraw where colors resolve differently.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { appearanceAttributes?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            guard newValue != overrideUserInterfaceStyle else { return }
            UIView.notifyingTraitChanges(in: [self]) {
                updateAppearanceAttributes { $0.overrideUserInterfaceStyle = newValue }
            }
        }
    }
}
