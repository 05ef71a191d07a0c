/// A context's Core Graphics state: the current ``GraphicsState``, the ones `saveGState()` saved, and
/// the path being built in view coordinates. A class so that a context holds it as one optional
/// reference, made on the first Core Graphics call.
final class GraphicsStateStack {
    var current = GraphicsState()
    var saved: [GraphicsState] = []
    /// The current path; nil when empty (created on the first point added).
    var path: CGMutablePath?
}
