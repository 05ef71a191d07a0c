import Foundation

/// The pixels some drawing can change (``DisplayList/drawnArea(after:scale:limit:)``): a few
/// non-overlapping rectangles on whole pixels, and the rectangle that bounds them.
struct DrawnArea {
    /// The smallest rectangle holding everything added; `.null` when nothing was.
    private(set) var bounds = CGRect.null
    /// Non-overlapping rectangles whose union holds everything added: at most ``maximumRectangles``,
    /// or just ``bounds`` once the drawing is scattered wider than that.
    private(set) var rectangles: [CGRect] = []
    private var isScattered = false

    /// Beyond this many rectangles, drawing into them one by one costs more than drawing the bounds.
    static let maximumRectangles = 8

    /// Adds `rect` (on whole pixels). It joins the rectangles it overlaps as their common bounds,
    /// and joins again while that overlaps another, so the rectangles stay apart: a little more than
    /// the exact union where pieces overlap, never less — and, unlike a pixel region, no allocation
    /// per piece (a modal cycle adds a handful).
    mutating func add(_ rect: CGRect) {
        bounds = bounds.union(rect)
        guard !isScattered else {
            rectangles = [bounds]
            return
        }
        var joined = rect
        var index = rectangles.startIndex
        while index < rectangles.endIndex {
            if rectangles[index].intersects(joined) {
                joined = joined.union(rectangles.remove(at: index))
                index = rectangles.startIndex  // grown: it may overlap one already passed
            } else {
                index += 1
            }
        }
        rectangles.append(joined)
        if rectangles.count > Self.maximumRectangles {
            isScattered = true
            rectangles = [bounds]
        }
    }
}
