import Foundation
import OpenUIKit

/// One of a window's layers (``WindowLayer``) as a ``LayerStack`` keeps it between frames: the
/// pixels of its extent, and the backdrop color the compositor lays under them.
public struct RetainedLayer {
    /// The identity of the layer's root view (the window, or a presentation's container): how the next
    /// frame's layer is matched with this one.
    ///
    /// Only the identity: a strong reference would keep a dismissed presentation alive, and a weak one
    /// would give the window a side table and put every retain of it on the runtime's slow path (see
    /// OpenUIKit's `WindowReference`). A new container at a dismissed one's address is matched with its
    /// layer, which is harmless: a view added to the window marks its whole extent as changed, so the
    /// layer is drawn whole again.
    public let rootIdentifier: ObjectIdentifier
    /// The layer's extent in the composited frame, in points from the frame's top-left corner; edges
    /// on whole pixels.
    public internal(set) var frame: CGRect
    /// The part of ``frame`` that ``pixels`` cover: all of it, unless the layer has a ``baseColor``.
    public internal(set) var contentFrame: CGRect
    /// Where in ``contentFrame`` the pixels are the layer's: non-overlapping rectangles on whole pixels
    /// (frame coordinates). With a ``baseColor``, the pixels elsewhere in the content frame are
    /// neither drawn nor composited; without one, this is ``contentFrame``.
    public internal(set) var contentRectangles: [CGRect]
    /// The layer's own pixels, over ``contentFrame``; transparent where it draws nothing.
    public internal(set) var pixels: PixelBuffer
    /// The color of the rest of ``frame``, outside ``contentRectangles``, when the layer's drawing
    /// begins with an opaque fill over all of it and draws nothing else there — a sheet's background
    /// around its label and button. Nil when the pixels cover the whole frame.
    ///
    /// Core Animation composites a layer's `backgroundColor` without a backing store; so does this
    /// stack: the sheet's 540×620 background was half of a modal cycle's time when drawn into the
    /// layer's pixels (issue 7's profile), and the compositor fills it anyway when it lays the layer
    /// into a frame — with a color, which costs less than copying pixels.
    public internal(set) var baseColor: UIColor?
    /// The rounded corners of the ``baseColor``'s shape the compositor lays, each in its
    /// ``BaseCorner/area`` of ``frame`` (apart from ``contentRectangles`` and from each other): a card
    /// sheet's top corners, which Core Animation rounds when compositing the layer (`cornerRadius` with
    /// `masksToBounds`). Elsewhere in its frame the base color is square. A corner that something is
    /// drawn over is the layer's content instead, drawn into its pixels.
    var baseCorners: [BaseCorner] = []
    /// Laid over everything behind the layer across ``backdropRect`` (frame coordinates) before the
    /// pixels are: a sheet's dimming. Nil for none.
    public internal(set) var backdropColor: UIColor?
    /// Where ``backdropColor`` is laid (frame coordinates): the area a sheet dims behind it, which may be
    /// larger than the layer.
    public internal(set) var backdropRect: CGRect
    /// Whether every pixel of ``frame`` is opaque: the layer's drawing begins with an opaque fill over
    /// all of it, as a form sheet's background. The compositor then draws nothing of the layers behind
    /// it there, and copies its pixels rather than blending them.
    ///
    /// Known from the display list, not read from the pixels: set when the layer is drawn whole, and
    /// kept through a partial redraw only if that area's drawing also begins with such a fill.
    public internal(set) var isOpaque = false
    /// The map from the layer's pixels (frame coordinates, as drawn) to where they show in the frame,
    /// applied when compositing (``WindowLayer/transform``, in frame coordinates); nil for none.
    public internal(set) var transform: CGAffineTransform?
    /// The opacity the layer's pixels are composited with (``WindowLayer/alpha``).
    public internal(set) var alpha: CGFloat = 1
    /// The shape the layer's pixels are clipped to when composited (``WindowLayer/clip``, in frame
    /// coordinates where the pixels lie, before ``transform``); nil for none.
    public internal(set) var clip: DisplayPath?

    /// The display list the layer's pixels were drawn whole from, while nothing has been drawn into them
    /// since: what lets a later layer drawn whole from an equal list take them when this one goes
    /// (`LayerStack+GoneLayer.swift`). Nil for the window's base layer, after a partial redraw, and for
    /// a list an equal one may draw differently (``DisplayList/drawsOnlyValues``).
    var wholeDrawing: WholeDrawing?

    /// A layer's whole drawing (``wholeDrawing``): its list, in window coordinates, and the window's
    /// bounds origin it was drawn at.
    struct WholeDrawing {
        var list: DisplayList
        var origin: CGPoint
    }

    /// A rounded corner of a layer's base color (``baseCorners``).
    struct BaseCorner: Equatable {
        /// The part of the frame the corner lies in, on whole pixels (frame coordinates).
        var area: CGRect
        /// The outline of what the base color covers in ``area`` (``RoundedCorner/outline(in:)``).
        var outline: [PathElement]
    }

    /// A layer not drawn yet: no pixels, until ``LayerStack`` draws it whole.
    init(root: UIView, frame: CGRect, backdropColor: UIColor?, backdropRect: CGRect) {
        rootIdentifier = ObjectIdentifier(root)
        self.frame = frame
        contentFrame = CGRect(origin: frame.origin, size: .zero)
        contentRectangles = []
        pixels = PixelBuffer(size: .zero)
        self.backdropColor = backdropColor
        self.backdropRect = backdropRect
    }

    /// Everything of the frame this layer changes: where its pixels show and its backdrop.
    var coverage: CGRect {
        backdropColor == nil ? shown(frame) : shown(frame).union(backdropRect)
    }

    /// Where `area` of the layer's pixels shows in the frame: itself, or under ``transform`` the
    /// bounding box of its image, grown by the pixel bilinear sampling spreads it by (two points, a
    /// pixel at the coarsest scale, as the engine's `resamplingBleed`).
    func shown(_ area: CGRect) -> CGRect {
        guard let transform, !area.isNull else { return area }
        return area.applying(transform).insetBy(dx: -2, dy: -2)
    }

    /// Whether the layer hides everything behind its frame: opaque, untransformed, unclipped and fully
    /// opaque when composited. The compositor then draws nothing of the layers behind it there.
    var covers: Bool {
        isOpaque && transform == nil && alpha >= 1 && clip == nil
    }
}
