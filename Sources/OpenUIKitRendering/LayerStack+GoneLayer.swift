import Foundation
import OpenUIKit

/// A presentation drawn again as it was: the last layer to go away keeps its pixels, and a layer drawn
/// whole from a display list equal to the one they were drawn from takes them instead of drawing them
/// again.
///
/// A sheet, alert or menu presented again shows what it showed last time, but from new views (a new
/// controller, or the same one with its views rebuilt), so no view-level cache survives; Core Animation
/// would draw their backing stores again too. What does survive is the drawing: the window's display
/// list of the layer, compared command by command — geometry, text, fonts and colors by value, images by
/// identity (a `UIImage` never changes, and the kept list keeps it alive). An equal list in the same
/// frame, at the same window origin and scale, draws the same pixels, content rectangles, base color
/// and corners, so they are taken as they are. Drawing the desktop modal cycle's sheet (its label's
/// and Done's text pasted through their masks, the drawn area found, the layer's content laid out) was
/// about 74k of the cycle's 226k instructions (docs/Performance.md, "Session 15 — the modal cycle").
///
/// Nothing is invalidated by hand: the key is the drawing itself, made anew each time a layer is drawn
/// whole, so any change to what the views draw is a different list. A list whose pixels are not decided
/// by its values (``DisplayList/drawsOnlyValues``) is never kept, nor is a layer drawn in part since it
/// was drawn whole (``RetainedLayer/wholeDrawing``). ``_checkInvariants()`` draws each kept list again
/// and compares; debug builds check each layer given a gone layer's pixels the same way.
extension LayerStack {
    /// Keeps `layer`, which just went away with its pixels still one list's drawing, in place of the one
    /// kept before (whose buffer becomes a spare one). Its buffer counts among the spare buffers: with
    /// no room for one more, the oldest spare goes — a buffer of another size than the layers that come
    /// and go (a sheet whose content was other text) must not keep the gone layer out.
    mutating func keepGone(_ layer: RetainedLayer) {
        if let previous = goneLayer {
            goneLayer = nil
            recycle(previous.pixels)
        }
        if spareBuffers.count >= Self.maximumSpareBuffers { spareBuffers.removeFirst() }
        goneLayer = layer
    }

    /// Gives `layer` (its frame set, no pixels) the gone layer's pixels and content when they were drawn
    /// from a list equal to `list` at the window origin `origin` in the same frame, and returns true; else
    /// makes the gone layer's buffer a spare one (a presentation of other content draws into it) and
    /// returns false. Either way no gone layer is kept after.
    mutating func takeGoneLayer(drawnFrom list: DisplayList, origin: CGPoint, into layer: inout RetainedLayer) -> Bool {
        guard let gone = goneLayer else { return false }
        goneLayer = nil
        guard let drawing = gone.wholeDrawing, gone.frame == layer.frame, drawing.origin == origin, drawing.list == list
        else {
            recycle(gone.pixels)
            return false
        }
        layer.pixels = gone.pixels
        layer.contentFrame = gone.contentFrame
        layer.contentRectangles = gone.contentRectangles
        layer.baseColor = gone.baseColor
        layer.baseCorners = gone.baseCorners
        layer.isOpaque = gone.isOpaque
        layer.wholeDrawing = drawing
        #if DEBUG
        let violations = violations(of: layer, named: "the layer given the gone layer's pixels")
        precondition(violations.isEmpty, "Layer stack invariants broken:\n" + violations.joined(separator: "\n"))
        #endif
        return true
    }

    /// Traps, in a debug build, when ``_invariantViolations()`` finds any; does nothing in a release
    /// build.
    public func _checkInvariants() {
        #if DEBUG
        let violations = _invariantViolations()
        precondition(violations.isEmpty, "Layer stack invariants broken:\n" + violations.joined(separator: "\n"))
        #endif
    }

    /// The broken invariants of the kept drawings, one line each: every layer whose pixels are one list's
    /// drawing (``RetainedLayer/wholeDrawing``), and the gone layer kept for reuse, holds the pixels,
    /// content rectangles, content frame, base color, corners and opacity that drawing its list whole
    /// again gives. It draws each such layer again, so it never runs on its own.
    public func _invariantViolations() -> [String] {
        var violations: [String] = []
        for index in layers.indices { violations += self.violations(of: layers[index], named: "layer \(index)") }
        if let goneLayer { violations += self.violations(of: goneLayer, named: "the gone layer") }
        return violations
    }

    /// How `layer` differs from a drawing of its ``RetainedLayer/wholeDrawing`` made now, one line
    /// each, `name` naming it; none for a layer with no whole drawing kept.
    private func violations(of layer: RetainedLayer, named name: String) -> [String] {
        guard let drawing = layer.wholeDrawing else { return [] }
        // Drawn by a copy of the stack with no spare buffers, into a buffer of its own.
        var scratch = self
        scratch.spareBuffers = []
        scratch.goneLayer = nil
        var fresh = layer
        fresh.pixels = PixelBuffer(size: .zero)
        scratch.drawWhole(from: drawing.list, isBase: false, into: &fresh)
        var violations: [String] = []
        if fresh.pixels != layer.pixels { violations.append("\(name): its pixels are not its list's drawing") }
        if fresh.contentFrame != layer.contentFrame || fresh.contentRectangles != layer.contentRectangles {
            violations.append("\(name): its content is not its list's")
        }
        if fresh.baseColor != layer.baseColor || fresh.baseCorners != layer.baseCorners || fresh.isOpaque != layer.isOpaque {
            violations.append("\(name): its base color, corners or opacity are not its list's")
        }
        return violations
    }
}
