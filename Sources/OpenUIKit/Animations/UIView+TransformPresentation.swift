import Foundation

/// The transform a view is drawn with while its transform animates: the model transform's components
/// (``CGAffineTransform/decomposed()``) plus what remains of the running animations, put back
/// together — UIKit interpolates a view's transform taken apart into scale, shear, rotation and
/// translation, so a turning view keeps its size halfway (the matrix entries interpolated one by one
/// would shrink it) and a rotation goes the short way round (``AnimatedProperty/delta(from:to:)``).
extension UIView {
    /// How many transform animations run, on every view: zero spares each drawn view the search for one.
    static var transformAnimationCount = 0

    /// Whether the view is drawn with a transform other than its model's: a transform animation runs
    /// on it, or explicit animations on its layer draw a transform (its own or an animated one).
    var animatesTransform: Bool {
        guard hasRunningAnimations else { return false }
        if let layerPresentation { return hasTransform || !CATransform3DIsIdentity(layerPresentation.storedTransform) }
        return viewAnimatesTransform
    }

    /// Whether a `UIView.animate` transform animation runs on this view.
    private var viewAnimatesTransform: Bool {
        guard hasRunningAnimations, UIView.transformAnimationCount > 0 else { return false }
        for animation in runningAnimations where animation.property.isTransform { return true }
        return false
    }

    /// The transform drawn now: the model's unless it animates; its layer's presentation's (the
    /// affine part) while explicit animations run on the layer.
    var presentedTransform: CGAffineTransform {
        guard animatesTransform else { return storedTransform }
        if let layerPresentation { return CATransform3DGetAffineTransform(layerPresentation.storedTransform) }
        return viewPresentedTransform
    }

    /// The transform `UIView.animate` draws.
    var viewPresentedTransform: CGAffineTransform {
        guard viewAnimatesTransform else { return storedTransform }
        let linear = presentedValue(of: .transform, model: AnimatedProperty.transform.modelValue(of: self))
        let move = presentedValue(of: .transformTranslation,
                                  model: AnimatedProperty.transformTranslation.modelValue(of: self))
        return CGAffineTransform(CGAffineTransformComponents(
            scale: CGSize(width: linear[0], height: linear[1]), horizontalShear: linear[3], rotation: linear[2],
            translation: CGVector(dx: move[0], dy: move[1])))
    }

    /// The map from the view's drawn coordinates to its superview's when it is drawn under a
    /// transform (its own or an animating one), from the presented center, bounds and transform; nil
    /// when it is drawn at an offset (``presentedOffsetInSuperview``), as most views are.
    var drawnPlacement: CGAffineTransform? {
        if animatesTransform {
            return UIView.placement(center: presentedCenter, bounds: presentedBounds, transform: presentedTransform)
        }
        guard hasTransform else { return nil }
        guard hasRunningAnimations else { return transformToSuperview }
        return UIView.placement(center: presentedCenter, bounds: presentedBounds, transform: storedTransform)
    }
}
