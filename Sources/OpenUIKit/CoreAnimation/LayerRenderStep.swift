import Foundation

/// One step of drawing a standalone layer tree (``CALayer/appendRendering(into:)``), which keeps its
/// own stack rather than recursing: open a layer (its group and own content, then its sublayers), or
/// close one (its border, clip, mask and group).
enum LayerRenderStep {
    /// Draw the layer's group and content, then open its sublayers.
    case open(CALayer)
    /// Draw the layer's border and close what its opening opened.
    case close(CALayer)
}
