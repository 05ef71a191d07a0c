import Foundation

/// UIKit's string drawing on Swift strings, as iOS offers `NSString`'s methods on `String`: the
/// attributes apply to the whole string. See `StringDrawing` for how the string is laid out;
/// drawing records into the current context.
@MainActor
extension StringProtocol {
    /// Draws the string with the top-left corner of its first line at `point`, unwrapped; line breaks
    /// in the string start new lines below it.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(with: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, attributes: attrs,
             context: nil)
    }

    /// Draws the string wrapped within `rect`'s width, from its top, with as many lines as fit its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        draw(with: rect, options: .usesLineFragmentOrigin, attributes: attrs, context: nil)
    }

    /// Draws the string in `rect` with `attributes` as `options` say, as NSString's
    /// `draw(with:options:attributes:context:)`, so Swift strings draw without bridging.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing(text: String(self), attributes: TextAttributes(attributes))
            .draw(with: rect, options: options, context: context)
    }

    /// The size of the string on unwrapped lines, fractional.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(text: String(self), attributes: TextAttributes(attrs)).size()
    }

    /// The rectangle the string occupies when laid out in `size`, fractional, as NSString's
    /// `boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing(text: String(self), attributes: TextAttributes(attributes))
            .boundingRect(with: size, options: options, context: context)
    }
}
