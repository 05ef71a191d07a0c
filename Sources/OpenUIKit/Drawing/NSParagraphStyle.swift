import Foundation

/// How the lines of a paragraph are aligned and broken, as UIKit's `NSParagraphStyle`: the value of
/// the `NSAttributedString.Key.paragraphStyle` attribute of text drawn in code.
///
/// Immutable, as UIKit's; ``NSMutableParagraphStyle`` is the one to change. Two styles with the same
/// values are equal (`isEqual(_:)`), as UIKit compares them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    // The values live here; the public properties are read-only on this class and settable on
    // ``NSMutableParagraphStyle``, as UIKit declares them.
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping, as UIKit's `NSParagraphStyle.default`. A
    /// new immutable style each time, so nothing process-wide is shared.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with UIKit's defaults: natural alignment, word wrapping, no line spacing.
    override public init() {
        super.init()
    }

    /// How lines are aligned between the drawing rectangle's edges; `.natural` (left-to-right here)
    /// by default.
    open var alignment: NSTextAlignment { storedAlignment }

    /// How a line that does not fit is wrapped or truncated; `.byWordWrapping` by default. As in
    /// TextKit, a truncating or clipping mode keeps the paragraph to one line.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    /// Extra points between the bottom of one line and the top of the next (Apple: "the distance in
    /// points between the bottom of one line fragment and the top of the next"), none after the last;
    /// 0 by default. A negative or non-finite value draws as 0 (Apple: "always nonnegative").
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// An immutable style with this one's values.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(copying: self)
    }

    /// A mutable style with this one's values, as `mutableCopy() as! NSMutableParagraphStyle`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(copying: self)
    }

    init(copying other: NSParagraphStyle) {
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
        storedLineSpacing = other.storedLineSpacing
        super.init()
    }

    /// Equal to any paragraph style, mutable or not, with the same alignment, line break mode and line
    /// spacing, as UIKit compares styles by value.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return storedAlignment == other.storedAlignment && storedLineBreakMode == other.storedLineBreakMode
            && storedLineSpacing == other.storedLineSpacing
    }

    /// Hashes the alignment, line break mode and line spacing, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(storedAlignment)
        hasher.combine(storedLineBreakMode)
        hasher.combine(storedLineSpacing)
        return hasher.finalize()
    }
}
