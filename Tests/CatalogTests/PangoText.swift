import OpenUIKit
import OpenUIKitRendering

/// Runs `body` with the renderer's Pango text measurer and PNG decoder installed
/// (`Renderer.install()`), as the Catalog runs, and puts back the engine's previous ones afterwards: the
/// other test targets in the same process expect the engine's default estimating measurer.
@MainActor
func withPangoText<T>(_ body: () throws -> T) rethrows -> T {
    let measurer = TextMeasurement.measurer
    let decoder = UIImage.decoder
    defer {
        TextMeasurement.measurer = measurer
        UIImage.decoder = decoder
    }
    Renderer.install()
    return try body()
}
