import Foundation

/// The pixels some drawing can change (``DisplayList/drawnArea(after:scale:limit:)``): a few
/// non-overlapping rectangles on whole pixels, and the rectangle that bounds them.
struct DrawnArea: Equatable {
    /// The smallest rectangle on whole pixels holding every rectangle; `.null` when nothing is drawn.
    var bounds: CGRect
    /// Non-overlapping rectangles on whole pixels whose union holds everything drawn: at most
    /// ``maximumRectangles``, or just ``bounds`` when the drawing is scattered wider than that.
    var rectangles: [CGRect]

    /// Beyond this many rectangles, clipping to them costs more than drawing the bounds would.
    static let maximumRectangles = 8

    static let nothing = DrawnArea(bounds: .null, rectangles: [])
}
