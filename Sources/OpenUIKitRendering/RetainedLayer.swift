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
    /// Where ``pixels`` go in the composited frame, in points from the frame's top-left corner; edges
    /// on whole pixels.
    public internal(set) var frame: CGRect
    /// The layer's own pixels, transparent where it draws nothing.
    public internal(set) var pixels: PixelBuffer
    /// Laid over everything behind the layer across ``backdropRect`` (frame coordinates) before the
    /// pixels are: a sheet's dimming. Nil for none.
    public internal(set) var backdropColor: UIColor?
    public internal(set) var backdropRect: CGRect
    /// Whether every pixel of ``frame`` is opaque: the layer's drawing begins with an opaque fill over
    /// all of it, as a form sheet's background. The compositor then draws nothing of the layers behind
    /// it there, and copies its pixels rather than blending them.
    ///
    /// Known from the display list, not read from the pixels: set when the layer is drawn whole, and
    /// kept through a partial redraw only if that area's drawing also begins with such a fill.
    public internal(set) var isOpaque = false

    init(root: UIView, frame: CGRect, pixels: PixelBuffer, backdropColor: UIColor?, backdropRect: CGRect) {
        rootIdentifier = ObjectIdentifier(root)
        self.frame = frame
        self.pixels = pixels
        self.backdropColor = backdropColor
        self.backdropRect = backdropRect
    }

    /// Everything of the frame this layer changes: its pixels' frame and its backdrop.
    var coverage: CGRect {
        backdropColor == nil ? frame : frame.union(backdropRect)
    }
}
