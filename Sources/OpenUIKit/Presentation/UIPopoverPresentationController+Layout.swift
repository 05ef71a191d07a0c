import Foundation

/// Where a popover goes: next to its anchor, on the first permitted side (arrow up, down, left, right)
/// with room for the content, else on the side with the most room with the content shrunk to fit; the
/// frame is then slid along that side to stay inside the window's layout margins, and the arrow slides
/// with the anchor but never past the rounded corners. So popover and arrow always stay on screen.
///
/// UIKit's exact metrics are private; these are measured approximations: a 13-point arrow on a
/// 26-point base, 13-point corners, and a 320×480 content size when the content has no
/// ``UIViewController/preferredContentSize``.
extension UIPopoverPresentationController {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    static let cornerRadius: CGFloat = 13
    static let defaultContentSize = CGSize(width: 320, height: 480)

    struct Placement {
        /// The content's frame in the container.
        var frame: CGRect
        var arrow: UIPopoverArrowDirection
        /// The arrow tip's offset along its edge, from the background's leading (left or top) corner.
        var arrowPosition: CGFloat
        /// Negative insets that grow ``frame`` into the background frame (content plus arrow).
        var arrowInsets: UIEdgeInsets
    }

    /// The anchor in the container's coordinates, kept inside `bounds`.
    func anchorRect(in bounds: CGRect) -> CGRect {
        var anchor = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        if let containerView {
            if let sourceView, sourceView.window != nil {
                let rect = sourceRect.isNull || sourceRect == .zero ? sourceView.bounds : sourceRect
                anchor = containerView.convert(rect, from: sourceView)
            } else if let itemView = barButtonItem?.view, itemView.window != nil {
                anchor = containerView.convert(itemView.bounds, from: itemView)
            }
        }
        let clipped = anchor.intersection(bounds)
        return clipped.isNull ? CGRect(x: min(max(anchor.midX, bounds.minX), bounds.maxX),
                                       y: min(max(anchor.midY, bounds.minY), bounds.maxY), width: 0, height: 0)
            : clipped
    }

    func placement(in bounds: CGRect) -> Placement {
        let area = bounds.inset(by: popoverLayoutMargins)
        let anchor = anchorRect(in: bounds)
        let preferred = presentedViewController.preferredContentSize
        let size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let arrow = Self.arrowHeight
        var permitted = permittedArrowDirections
        if permitted.intersection(.any).isEmpty || permitted == .unknown { permitted = .any }

        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: CGSize(width: area.width, height: area.maxY - anchor.maxY - arrow)
            case .down: CGSize(width: area.width, height: anchor.minY - area.minY - arrow)
            case .left: CGSize(width: area.maxX - anchor.maxX - arrow, height: area.height)
            default: CGSize(width: anchor.minX - area.minX - arrow, height: area.height)
            }
        }
        func fitted(_ direction: UIPopoverArrowDirection) -> CGSize {
            let space = room(direction)
            return CGSize(width: max(min(size.width, space.width), 0), height: max(min(size.height, space.height), 0))
        }
        let candidates: [UIPopoverArrowDirection] = [.up, .down, .left, .right].filter { permitted.contains($0) }
        let direction = candidates.first { fitted($0) == size }
            ?? candidates.max { fitted($0).width * fitted($0).height < fitted($1).width * fitted($1).height }
            ?? .up
        let content = fitted(direction)

        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), max(high, low)) }
        let margin = Self.cornerRadius + Self.arrowBase / 2
        var frame = CGRect(origin: .zero, size: content)
        var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let position: CGFloat
        switch direction {
        case .up, .down:
            frame.origin.x = clamp(anchor.midX - content.width / 2, area.minX, area.maxX - content.width)
            frame.origin.y = direction == .up ? anchor.maxY + arrow : anchor.minY - arrow - content.height
            if direction == .up { insets.top = -arrow } else { insets.bottom = -arrow }
            position = clamp(anchor.midX - frame.minX, margin, content.width - margin)
        default:
            frame.origin.y = clamp(anchor.midY - content.height / 2, area.minY, area.maxY - content.height)
            frame.origin.x = direction == .left ? anchor.maxX + arrow : anchor.minX - arrow - content.width
            if direction == .left { insets.left = -arrow } else { insets.right = -arrow }
            position = clamp(anchor.midY - frame.minY, margin, content.height - margin)
        }
        return Placement(frame: frame, arrow: direction, arrowPosition: position, arrowInsets: insets)
    }
}
