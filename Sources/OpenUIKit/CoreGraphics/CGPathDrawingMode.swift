/// What `CGContext.drawPath(using:)` paints, with Core Graphics' raw values.
public enum CGPathDrawingMode: Int32, Hashable, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
