import Foundation

/// Intersects the current clip with `rect`, as UIKit's `UIRectClip`.
@MainActor public func UIRectClip(_ rect: CGRect) {
    UIGraphicsContext.currentOrWarning("UIRectClip")?.clip(to: rect)
}
