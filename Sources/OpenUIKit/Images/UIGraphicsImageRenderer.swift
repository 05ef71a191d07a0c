import Foundation

/// Makes images from drawing code, as UIKit's `UIGraphicsImageRenderer`:
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24))
/// let dot = renderer.image { context in
///     UIColor.systemRed.setFill()
///     UIBezierPath(ovalIn: context.format.bounds).fill()
/// }
/// ```
///
/// The engine links no C library and cannot rasterize, so the image holds what the actions drew as a
/// recorded display list (``UIImage/drawing``), of the renderer's size at the format's scale; a
/// renderer draws it wherever the image is drawn, and ``pngData(actions:)`` asks the runtime's
/// ``AppRuntime/imageEncoder`` for pixels. The actions run at once, on the main actor, with their
/// context as `UIGraphicsGetCurrentContext()`.
///
/// Not main-actor isolated, as UIKit's is not, so a nonisolated helper (`extension UIImage { static
/// func dot(…) -> UIImage }`) can make images; the actions are main-actor closures, in which the
/// drawing calls (main-actor here) compile. Called off the main queue, the renderer waits for the
/// main queue to run the actions (OpenUIKit draws only there), so it must not be called from a
/// thread the main queue is waiting for.
public final class UIGraphicsImageRenderer {
    /// The renderer's own copy of its format, with its bounds.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points with the ``UIGraphicsImageRendererFormat/default()`` format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points with `format` (copied).
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer drawing `bounds` (the actions' coordinates; the image's top-left is
    /// `bounds.origin`) with `format` (copied). A size that is negative or not finite makes an empty
    /// image, as UIKit's image of no pixels.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        let valid = bounds.hasFiniteComponents ? bounds.standardized : .zero
        self.format = format.copy(bounds: valid)
    }

    /// Runs `actions` against a fresh image context and returns the image they drew.
    public func image(actions: sending @MainActor (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        // A copy of the format goes to the main actor (the renderer stays with its caller's thread).
        let format = format.copy(bounds: format.bounds)
        return Self.onMainActor { Self.image(of: Self.record(actions, format: format), format: format) }
    }

    /// The PNG data of the image `actions` draw, as `pngData(actions:)`; empty data (UIKit's
    /// non-optional result) when the runtime has no encoder, with the `image.noEncoder` warning of
    /// ``UIImage/pngData()``.
    public func pngData(actions: sending @MainActor (UIGraphicsImageRendererContext) -> Void) -> Data {
        let image = image(actions: actions)
        return Self.onMainActor { image.pngData() ?? Data() }
    }

    /// The JPEG data of the image `actions` draw at `compressionQuality` (0 smallest … 1 best), as
    /// `jpegData(withCompressionQuality:actions:)`; empty data without an encoder, as ``pngData(actions:)``.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: sending @MainActor (UIGraphicsImageRendererContext) -> Void) -> Data {
        let image = image(actions: actions)
        return Self.onMainActor { image.jpegData(compressionQuality: compressionQuality) ?? Data() }
    }

    /// Runs `body` on the main actor: at once on the main queue (``MainQueue``), else waiting for it.
    private static func onMainActor<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
        if MainQueue.isCurrent { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }

    /// Records `actions` into a new image context of `format`, current while they run.
    @MainActor private static func record(_ actions: @MainActor (UIGraphicsImageRendererContext) -> Void,
                                          format: UIGraphicsImageRendererFormat) -> [DisplayCommand] {
        let context = CGContext(drawingBounds: format.bounds, imageFormat: format)
        UIGraphicsContext.withCurrent(context) {
            actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        }
        return context.closedCommands
    }

    /// The image of `commands` drawn in `format`'s bounds: moved so the bounds' origin is the image's
    /// top-left corner, over black when the format is opaque.
    @MainActor static func image(of commands: [DisplayCommand], format: UIGraphicsImageRendererFormat) -> UIImage {
        let bounds = format.bounds
        var drawing: [DisplayCommand] = []
        if format.opaque { drawing.append(.fill(CGRect(origin: .zero, size: bounds.size), color: .black, cornerRadius: 0)) }
        if bounds.origin == .zero {
            drawing += commands
        } else {
            drawing.append(.beginGroup(origin: CGPoint(x: -bounds.minX, y: -bounds.minY), clip: nil, alpha: 1))
            drawing += commands
            drawing.append(.endGroup)
        }
        return UIImage(size: bounds.size, scale: format.effectiveScale, drawing: DisplayList(drawing))
    }
}
