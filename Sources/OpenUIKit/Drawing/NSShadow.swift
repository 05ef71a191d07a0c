import Foundation

/// A shadow under drawn text, as UIKit's `NSShadow`: the value of the `NSAttributedString.Key.shadow`
/// attribute.
///
/// The defaults are UIKit's: an offset of (0, -3) — up, in UIKit's flipped coordinates — a blur radius
/// of 0, and black at a third opacity (what UIKit draws for a nil ``shadowColor``). The offset is in
/// the view's coordinates, as Core Graphics' shadows are, unaffected by the context's transform. The
/// Cairo renderer draws text shadows unblurred, as it draws a label's (``TextRun/shadowColor``).
open class NSShadow: NSObject {
    /// How far the shadow lies from the text, in the view's coordinates: (0, -3), up, by default, as UIKit.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points (0 by default, a sharp shadow); drawn unblurred by the Cairo renderer.
    open var shadowBlurRadius: CGFloat = 0
    /// A ``UIColor`` (or a ``CGColor``), as UIKit types it `Any?`; nil draws the default color.
    open var shadowColor: Any?

    /// A shadow with UIKit's defaults: offset (0, -3), no blur, the default color.
    override public init() {
        super.init()
    }

    /// The color drawn: ``shadowColor`` when it is a color, black at a third opacity otherwise.
    var drawnColor: UIColor {
        if let color = shadowColor as? UIColor { return color }
        if let color = shadowColor as? CGColor { return color.color }
        return UIColor(white: 0, alpha: 1.0 / 3.0)
    }
}
