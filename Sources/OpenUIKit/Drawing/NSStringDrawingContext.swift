import Foundation

/// Extra input and output of drawing or measuring a string, as UIKit's `NSStringDrawingContext`.
///
/// ``totalBounds`` is set by each drawing or measuring call that is given the context, as UIKit sets
/// it. Text is never shrunk to fit here, so ``actualScaleFactor`` stays 1 whatever
/// ``minimumScaleFactor`` says.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to, to fit; stored (text is not shrunk).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text drawn or measured by the last call given this context, in the
    /// coordinates of its rectangle.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context to pass to a drawing or measuring call, which fills in ``totalBounds``.
    override public init() {
        super.init()
    }
}
