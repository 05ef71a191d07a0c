import Foundation

/// UIKit's drawing of attributed strings (`NSStringDrawing`). The attributes of the first character
/// style the whole string, as a ``UILabel``'s attributed text does here (UIKit styles each run; see
/// the README's differences from UIKit). See `StringDrawing` for how the string is laid out.
@MainActor
extension NSAttributedString {
    /// Draws the string with the top-left corner of its first line at `point`, unwrapped; line breaks
    /// in the string start new lines below it.
    public func draw(at point: CGPoint) {
        draw(with: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string wrapped within `rect`'s width, from its top, with as many lines as fit its height.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `options` say, as `draw(with:options:context:)`: wrapped in lines
    /// from the top with `.usesLineFragmentOrigin`, else one line on the baseline at `rect`'s origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        drawing.draw(with: rect, options: options, context: context)
    }

    /// The size of the string on unwrapped lines, fractional.
    public func size() -> CGSize {
        drawing.size()
    }

    /// The rectangle the string occupies when laid out in `size` as `options` say, fractional, as
    /// `boundingRect(with:options:context:)`: round it up before sizing a view, as Apple advises.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        drawing.boundingRect(with: size, options: options, context: context)
    }

    private var drawing: StringDrawing {
        StringDrawing(text: string, attributes: TextAttributes(leadingAttributesOf: self))
    }
}
