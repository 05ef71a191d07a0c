import OpenUIKit
import OpenUIKitRendering

/// What a window host does each frame: keeps the window's layers (``LayerStack``) up to date by
/// redrawing only what changed in each. The first update draws the whole window.
///
/// By default it stops there, as the Qt peer's offscreen platform stops at its windows' backing
/// stores (its flush is bookkeeping only, and composing windows on a screen is the window system's
/// work, not timed); `composites: true` also composites the changed area into a frame buffer, as
/// OpenUIKit's SDL host does before uploading it.
@MainActor
struct FrameUpdater {
    let window: UIWindow
    private var layers: LayerStack
    /// The composited frame; nil when the updater stops at the layers.
    private var frame: PixelBuffer?
    /// Pixels redrawn so far, to check that frames did draw.
    private(set) var pixelsRedrawn = 0

    init(window: UIWindow, composites: Bool = false) {
        self.window = window
        layers = LayerStack(scale: 1)
        frame = composites ? PixelBuffer(size: window.bounds.size) : nil
        update()
        pixelsRedrawn = 0
    }

    /// The pixels of the window's base layer: the whole frame while nothing is presented.
    var basePixels: PixelBuffer? { layers.layers.first?.pixels }

    mutating func update() {
        guard let changed = layers.update(from: window) else { return }
        pixelsRedrawn += layers.pixelsDrawn
        // In place: `if var frame` would copy four megabytes on write.
        if frame != nil { layers.composite(changed, into: &frame!) }
    }
}
