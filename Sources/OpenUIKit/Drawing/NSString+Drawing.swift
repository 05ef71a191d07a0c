import Foundation

/// UIKit's string drawing on `NSString` (`NSStringDrawing`): the attributes apply to the whole string.
/// See `StringDrawing` for how the string is laid out; drawing records into the current context.
@MainActor
extension NSString {
    /// Draws the string with the top-left corner of its first line at `point`, unwrapped; line breaks
    /// in the string start new lines below it.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped within `rect`'s width, from its top, with as many lines as fit its height.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` with `attributes` as `options` say, as
    /// `draw(with:options:attributes:context:)`: wrapped from the top with `.usesLineFragmentOrigin`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size of the string on unwrapped lines, fractional.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string occupies when laid out in `size`, fractional, as
    /// `boundingRect(with:options:attributes:context:)`: round it up before sizing a view.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
