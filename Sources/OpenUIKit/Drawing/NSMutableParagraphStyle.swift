import Foundation

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`:
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// "3".draw(in: badgeRect, withAttributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// A mutable style with UIKit's defaults (natural alignment, word wrapping, no line spacing), to change
    /// and pass as the `.paragraphStyle` attribute.
    override public init() {
        super.init()
    }

    override init(copying other: NSParagraphStyle) {
        super.init(copying: other)
    }

    /// The horizontal alignment of the lines; settable here, as in UIKit.
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    /// How lines wrap and where text that does not fit is truncated; settable here, as in UIKit.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    /// Extra space between lines, in points; settable here, as in UIKit.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }

    /// Takes every value of `other`, as `setParagraphStyle(_:)`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
        storedLineSpacing = other.storedLineSpacing
    }
}
