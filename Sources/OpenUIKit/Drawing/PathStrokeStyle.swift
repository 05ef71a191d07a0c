import Foundation

/// The line attributes a path stroke is drawn with, as a ``UIBezierPath`` or a ``CGContext`` holds
/// them. Defaults are Core Graphics': 1 point, butt caps, miter joins with limit 10, no dash.
public struct PathStrokeStyle: Hashable, Sendable {
    /// The stroke's width in user space, centred on the path (1 by default, as Core Graphics).
    public var lineWidth: CGFloat
    /// How open ends are drawn (butt by default, as Core Graphics).
    public var lineCap: CGLineCap
    /// How corners are drawn (miter by default, as Core Graphics).
    public var lineJoin: CGLineJoin
    /// The ratio past which a miter join is drawn beveled (10 by default, as Core Graphics).
    public var miterLimit: CGFloat
    /// Dash pattern lengths (empty: a solid line) and the offset into it where the line starts.
    public var dashLengths: [CGFloat]
    /// How far into the dash pattern the line starts, in user space.
    public var dashPhase: CGFloat

    /// A style with Core Graphics' defaults for anything not given.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dashLengths: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashLengths = dashLengths
        self.dashPhase = dashPhase
    }

    /// How far past the path's points the stroke can reach, in user space: half the width, times
    /// the miter limit at miter joins (a miter reaches `miterLimit × width / 2` before it is
    /// beveled), times √2 for square caps (their corners).
    public var reach: CGFloat {
        let half = lineWidth / 2
        switch (lineJoin, lineCap) {
        case (.miter, _): return half * max(miterLimit, 1.5)
        case (_, .square): return half * 2.squareRoot()
        default: return half
        }
    }
}
