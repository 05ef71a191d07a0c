import Foundation

/// Where a view's subtree is drawn while it or an ancestor animates, as the invalidation path damages it
/// (`UIView+Invalidation.swift`): what a step of the view's animations reads before it moves the view,
/// to damage with the area after it as one (``UIView/presentationWillStep(_:)``).
@MainActor
struct PresentedArea {
    /// The outermost animating view among the view and its ancestors, whose extent covers the others'
    /// drawn areas. Unretained: read within one step of the animations, which keep the views alive.
    let outermost: UnretainedView
    /// Its extent at both its model and its drawn place, in its superview's coordinates; nil when the
    /// window is to be drawn whole already, so there is nothing to add.
    let area: CGRect?
    /// The whole device pixel, in the window's layers, that the outermost view's bounds origin is
    /// composited at while it only moves (``UIView/snappedPixelOrigin(_:in:scale:rootOrigin:)``); nil when
    /// it is drawn otherwise or the layers' scale is not known.
    var pixelOrigin: SIMD2<Double>? = nil
}
