import Foundation

/// `isOpaque` and `clearsContextBeforeDrawing`, kept in side storage (most views never set them).
extension UIView {
    /// Whether the view promises to fill its bounds with opaque content, as UIKit's `isOpaque` (true by
    /// default, as there). UIKit uses it only as a compositing hint, and the result is undefined when a
    /// view that says so draws transparent pixels; OpenUIKit's renderer composites every view the same
    /// way, so the value is stored and reported and changes nothing drawn.
    public var isOpaque: Bool {
        get { appearanceAttributes?.isOpaque ?? true }
        set {
            guard newValue != isOpaque else { return }
            updateAppearanceAttributes { $0.isOpaque = newValue }
        }
    }

    /// Whether the view's backing store is cleared before ``draw(_:)``, as UIKit's
    /// `clearsContextBeforeDrawing` (true by default). OpenUIKit records each drawing afresh into an
    /// empty display list, so the drawing always starts clear, which is this property's true; false
    /// (UIKit's "keep the old pixels" optimisation) is stored and reported and draws the same.
    public var clearsContextBeforeDrawing: Bool {
        get { appearanceAttributes?.clearsContextBeforeDrawing ?? true }
        set {
            guard newValue != clearsContextBeforeDrawing else { return }
            updateAppearanceAttributes { $0.clearsContextBeforeDrawing = newValue }
        }
    }
}
