import Foundation
import OpenUIKit

/// What turns a laid-out window into pixels for ``WindowHost``.
///
/// The host owns the pixel buffer and the SDL window; a renderer only draws. Keeping this seam small lets
/// the Cairo/Pango renderer (OpenUIKitRendering), a test's fill-only renderer, or any other backend
/// draw into the same window without the host knowing how.
///
/// The buffer holds premultiplied 32-bit ARGB pixels in native byte order, row after row —
/// Cairo's `CAIRO_FORMAT_ARGB32` and SDL's `SDL_PIXELFORMAT_ARGB8888` on little-endian machines, so the
/// host uploads it to the streaming texture without conversion.
@MainActor
public protocol HostFrameRenderer: AnyObject {
    /// Draws `window` into `buffer`.
    ///
    /// - Parameters:
    ///   - window: already laid out by the host for this frame.
    ///   - dirtyRect: the area (window coordinates, in points) that changed since the last frame. The
    ///     buffer still holds the previous frame, so the renderer must repaint at least this area and may
    ///     leave the rest alone. `nil` means the whole window (first frame, resize).
    ///   - buffer: `pixelHeight` rows of `bytesPerRow` bytes.
    ///   - pixelWidth: the pixels in a row that belong to the frame; the renderer draws none beyond.
    ///   - pixelHeight: the number of rows.
    ///   - bytesPerRow: the distance in bytes from one row to the next, at least `pixelWidth × 4`; a
    ///     renderer steps rows by it rather than by the width, so a host may pad its rows.
    ///   - scale: pixels per point; the renderer scales the window's point coordinates by it.
    func render(_ window: UIWindow, dirtyRect: CGRect?, into buffer: UnsafeMutableRawPointer,
                pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int, scale: CGFloat)
}
