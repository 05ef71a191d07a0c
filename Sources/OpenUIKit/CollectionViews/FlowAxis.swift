import Foundation

/// A flow layout's two directions: *along* the scroll direction (where sections and lines stack) and
/// *across* it (where a line's items sit side by side), so one computation serves vertical and
/// horizontal layouts.
struct FlowAxis {
    let vertical: Bool

    func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    /// The inset before a section along the scroll direction, and after it.
    func before(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.top : insets.left }
    func after(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.bottom : insets.right }
    /// The insets at the start and the end of a line.
    func leading(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.left : insets.top }
    func trailing(_ insets: UIEdgeInsets) -> CGFloat { vertical ? insets.right : insets.bottom }
    func acrossInsets(_ insets: UIEdgeInsets) -> CGFloat { leading(insets) + trailing(insets) }

    func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
        vertical ? CGRect(x: across, y: along, width: breadth, height: length)
                 : CGRect(x: along, y: across, width: length, height: breadth)
    }

    func size(along: CGFloat, across: CGFloat) -> CGSize {
        vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    /// The rect's extent along the scroll direction.
    func span(of rect: CGRect) -> (low: CGFloat, high: CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
}
