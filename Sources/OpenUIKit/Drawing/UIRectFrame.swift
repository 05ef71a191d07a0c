import Foundation

/// Draws a 1-point frame just inside `rect` in the current fill color, as UIKit's `UIRectFrame`.
@MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsContext.currentOrWarning("UIRectFrame") else { return }
    let rect = rect.standardized
    guard rect.width > 0, rect.height > 0 else { return }
    let frame = CGMutablePath()
    frame.addRect(rect)
    frame.addRect(rect.insetBy(dx: min(1, rect.width / 2), dy: min(1, rect.height / 2)))
    context.addPath(frame)
    context.fillPath(using: .evenOdd)
}
