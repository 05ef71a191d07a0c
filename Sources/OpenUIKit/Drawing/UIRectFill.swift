import Foundation

/// Fills `rect` with the current fill color, as UIKit's `UIRectFill`. UIKit paints with the copy
/// blend mode; here the fill is composited normally, which differs only for a translucent color.
@MainActor public func UIRectFill(_ rect: CGRect) {
    UIGraphicsContext.currentOrWarning("UIRectFill")?.fill(rect)
}
