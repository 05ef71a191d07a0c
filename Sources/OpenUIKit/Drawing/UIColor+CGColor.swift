import Foundation

/// Core Graphics interplay, as UIKit's `UIColor.cgColor`, `UIColor(cgColor:)` and
/// `setFill()`/`setStroke()`/`set()`.
extension UIColor {
    /// The color as a ``CGColor``, which is always fixed: a dynamic color is resolved with
    /// ``UITraitCollection/current`` now, as UIKit's `cgColor` does — so a `CGColor` kept across a
    /// dark-mode switch keeps the old appearance, and code that keeps one (a layer's border color)
    /// makes it again in `traitCollectionDidChange(_:)`, as iOS developers must. Main-actor, since the
    /// current traits are the main actor's (UIKit's are per thread, and unset off the main thread).
    @MainActor public var cgColor: CGColor { CGColor(resolvedForCurrentTraits) }

    /// The color resolved with ``UITraitCollection/current`` (itself when fixed).
    @MainActor var resolvedForCurrentTraits: UIColor {
        isDynamic ? resolvedColor(with: UITraitCollection.current) : self
    }

    /// The color a ``CGColor`` holds, components unchanged.
    public convenience init(cgColor: CGColor) {
        let color = cgColor.color
        if color.isGrayscale {
            self.init(white: color.red, alpha: color.alpha)
        } else {
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }

    /// Makes this the fill color of the current context, as UIKit's `setFill()`. Outside drawing
    /// UIKit logs "invalid context 0x0" and does nothing; so does this, with a diagnostic.
    @MainActor public func setFill() {
        UIGraphicsContext.currentOrWarning("UIColor.setFill")?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current context, as UIKit's `setStroke()`.
    @MainActor public func setStroke() {
        UIGraphicsContext.currentOrWarning("UIColor.setStroke")?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke color, as UIKit's `set()`.
    @MainActor public func set() {
        guard let context = UIGraphicsContext.currentOrWarning("UIColor.set") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }
}
