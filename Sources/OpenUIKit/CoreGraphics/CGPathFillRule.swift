/// Which points a path encloses, as Core Graphics' `CGPathFillRule`: non-zero winding (the default)
/// or even-odd.
public enum CGPathFillRule: Int, Hashable, Sendable {
    case winding = 0
    case evenOdd = 1
}
