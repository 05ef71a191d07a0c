import Foundation

/// What a ``CairoCanvas`` knows of its clip, tracked as groups and clips open and close rather than
/// asked of Cairo (`cairo_copy_clip_rectangle_list` allocates a list, and a copy of a moving view's
/// cached pixels asked it once per group): the whole device pixels the clip lets through whole, and
/// whether the clip is exactly those pixels. Both of the canvas's pixman bypasses follow it: a text
/// mask is pasted only inside ``pixels`` (``CairoCanvas/show(_:at:)``), and a cached rendering is
/// copied inside them, or clipped to them where the clip is exactly them
/// (``CairoCanvas/drawCachedRendering(_:placement:alpha:)``). Anything else is left to Cairo, which
/// draws the same pixels (docs/Performance.md, "Session 13 — animation speed").
struct UnclippedArea: Equatable {
    /// A rectangle of device space, in whole pixels, whose every pixel the clip lets through whole;
    /// null when none is known.
    var pixels: CGRect
    /// Whether the clip lets nothing through outside ``pixels`` either: every clip edge lies on a
    /// whole device pixel, so a pixel is inside the clip whole or not at all. False when unknown (a
    /// clip path, an edge inside a pixel, a turned matrix): then only what lies inside ``pixels`` is
    /// known to be drawn as without the clip.
    var isWholeClip: Bool

    /// Nothing known: no pixel is known to pass whole.
    static let null = UnclippedArea(pixels: .null, isWholeClip: false)

    /// Whether `rect` (device space) lies where the clip lets every pixel through whole.
    func contains(_ rect: CGRect) -> Bool {
        pixels.contains(rect)
    }

    /// This area narrowed by a further clip whose whole-pixel interior is `interior` and whose edges
    /// lie on whole pixels when `isWhole`.
    func intersection(_ interior: CGRect, isWhole: Bool) -> UnclippedArea {
        UnclippedArea(pixels: pixels.intersection(interior), isWholeClip: isWholeClip && isWhole)
    }
}
