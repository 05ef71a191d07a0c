import Foundation

/// The configuration of an image renderer's context, as UIKit's `UIGraphicsImageRendererFormat`:
/// the image's scale, whether it is opaque, and its preferred color range.
///
/// UIKit's ``default()`` and ``preferred()`` both describe the main screen: its scale, not opaque,
/// the automatic range. ``init()`` does the same here (UIKit documents no other defaults for it, and
/// a format made with `init()` and then changed is how code often configures one). A scale that is
/// not a positive finite number means the main screen's when an image is made, as
/// `UIGraphicsBeginImageContextWithOptions` treats a scale of 0.
///
/// Not main-actor isolated, as UIKit's is not: image helpers are often nonisolated functions. Made
/// off the main queue, where the main screen cannot be asked, a format's scale is 0 (the main
/// screen's, when the image is made).
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made with this format.
    open var scale: CGFloat
    /// Whether the images have no alpha channel: an opaque image is black where nothing was drawn, as
    /// an opaque bitmap context starts out on iOS.
    open var opaque: Bool
    /// The preferred color range (stored only; see ``Range``).
    open var preferredRange: Range
    /// The area the renderer draws, in the context's coordinates; set by the renderer that uses the
    /// format, as UIKit's read-only `bounds`.
    open internal(set) var bounds: CGRect = .zero

    /// A format for the main screen: its scale, not opaque, the automatic range.
    public init() {
        scale = MainQueue.isCurrent ? MainActor.assumeIsolated { UIScreen.main.scale } : 0
        opaque = false
        preferredRange = .automatic
    }

    /// The format for a display with `traitCollection`'s scale (the main screen's when it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The highest-fidelity format of the device: the main screen's scale, as UIKit's `default()`.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best suited to display on the main screen, as UIKit's `preferred()`: here the same as
    /// ``default()``, as there is one kind of screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// ``scale`` if usable, else the main screen's.
    @MainActor var effectiveScale: CGFloat {
        scale.isFinite && scale > 0 ? scale : UIScreen.main.scale
    }

    /// A copy for a renderer of `bounds`: a renderer keeps its own format, so changing the one it was
    /// given afterwards does not change its images, as UIKit copies it.
    func copy(bounds: CGRect) -> sending UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }
}
