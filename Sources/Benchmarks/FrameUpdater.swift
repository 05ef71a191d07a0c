import OpenUIKit
import OpenUIKitRendering

/// What a window host does each frame: keeps one 1000×1000 buffer up to date by redrawing only the
/// window's dirty rect (``Renderer/renderFrame(of:into:)``). The first update draws the whole window.
@MainActor
struct FrameUpdater {
    let window: UIWindow
    let renderer = Renderer()
    var buffer = PixelBuffer(size: .zero)
    /// Pixels redrawn so far, to check that frames did draw.
    private(set) var pixelsRedrawn = 0

    init(window: UIWindow) {
        self.window = window
        update()
        pixelsRedrawn = 0
    }

    mutating func update() {
        guard let area = renderer.renderFrame(of: window, into: &buffer) else { return }
        pixelsRedrawn += Int(area.width * area.height)
    }
}
