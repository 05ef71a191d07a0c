import Foundation

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`:
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// "3".draw(in: badgeRect, withAttributes: [.paragraphStyle: style])
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
    override public init() {
        super.init()
    }

    override init(copying other: NSParagraphStyle) {
        super.init(copying: other)
    }

    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

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
