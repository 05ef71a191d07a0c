import Foundation

/// One of the layers a window's content is split into for a compositor, as ``UIWindow/takeLayers()``
/// hands them out, back to front.
///
/// iOS draws each layer's content once into a bitmap the render server keeps, and composites the
/// bitmaps on every frame: presenting a sheet over a screen draws the sheet, not the screen under it,
/// and the dimming between them is a translucent color the compositor lays over, never drawn into a
/// bitmap. OpenUIKit keeps that split at the granularity that matters for presentations: the *base
/// layer* is the window itself with its content and every subview below the first presentation; each
/// presentation in the window (its container view, UIKit's `UITransitionView`) starts a layer of its
/// own, holding the presented views and any window subviews in front of it, with its dimming as the
/// layer's ``backdropColor``. Presentations inside a view (current-context styles) are drawn in the
/// layer of the view that holds them.
@MainActor
public struct WindowLayer {
    /// The window for the base layer; a presentation's container view for the others. The same view
    /// from frame to frame, so a compositor can match a layer with the bitmap it kept for it.
    public let root: UIView
    /// The window's subviews drawn in this layer, by index.
    let subviewIndices: Range<Int>
    /// The view drawn as ``backdropColor`` rather than into the layer's pixels: the presentation's
    /// dimming view.
    let backdropView: UIView?
    /// A color, with its alpha, laid over everything behind the layer across ``backdropRect`` before
    /// the layer's pixels are: a sheet's dimming. Nil when nothing is laid over.
    public let backdropColor: UIColor?
    /// Where ``backdropColor`` applies, in window coordinates; empty when there is none.
    public let backdropRect: CGRect
    /// The area the layer's pixels may cover, in window coordinates (clipped to the window): the
    /// whole window for the base layer, the presented views' rendered extent for a presentation. Empty
    /// when the layer draws nothing.
    public let extent: CGRect
    /// What must be drawn again in this layer since the window's layers were last taken, in window
    /// coordinates, within ``extent``; nil when nothing.
    public let damage: CGRect?
    /// The map from the layer's pixels (window coordinates, as drawn) to where they show in the window,
    /// applied when compositing; nil for none. Only a card's presenter has one: it is drawn without its
    /// transform, which the compositor applies, as Core Animation composites a scaled layer from its
    /// backing store (`UIWindow+LayeredPresenter.swift`).
    public internal(set) var transform: CGAffineTransform? = nil
    /// The opacity the compositor lays the layer's pixels with: the card's presenter's alpha, drawn
    /// at full opacity; 1 for every other layer, whose views' alphas are in its pixels.
    public internal(set) var alpha: CGFloat = 1
    /// The shape the compositor clips the layer's pixels to, in window coordinates where they are drawn
    /// (before ``transform``); nil for none. Only a card's presenter that clips to its bounds has one:
    /// its bounds with its layer's rounded corners, drawn unclipped and square, as Core Animation
    /// applies `cornerRadius` and `masksToBounds` when compositing (`UIView+CompositedCorners.swift`).
    public internal(set) var clip: DisplayPath?

    /// Whether this is the window's base layer.
    public var isBase: Bool { root is UIWindow }

    /// Whether this is the layer of a card's scaled-back presenter, drawn without its transform.
    var isLayeredPresenter: Bool { !(root is UIWindow) && !(root is PresentationContainerView) }
}
