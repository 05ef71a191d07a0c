import OpenUIKit
import OpenUIKitRendering

extension WindowHost {
    /// Gives a runtime that estimates text the Pango measurer the Cairo renderer draws with (and the
    /// PNG decoder and the image encoder, if it has none), as UIKit measures and draws text with the same engine. Setting the
    /// measurer re-measures the labels already built (``OpenUIKit/AppRuntime/textMeasurer``), so a title
    /// is never truncated because the app made its runtime without `Renderer.makeRuntime`. A runtime
    /// given another measurer on purpose keeps it.
    static func measureAsCairoDraws(_ runtime: AppRuntime) {
        guard runtime.textMeasurer is EstimatingTextMeasurer else { return }
        FontConfiguration.pin()
        runtime.textMeasurer = PangoTextMeasurer()
        if runtime.imageDecoder == nil { runtime.imageDecoder = PNGImageDecoder() }
        if runtime.imageEncoder == nil { runtime.imageEncoder = CairoImageEncoder() }
    }
}
