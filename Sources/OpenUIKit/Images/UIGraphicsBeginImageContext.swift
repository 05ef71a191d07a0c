import Foundation

// The image contexts of UIKit before image renderers: begun and ended by hand, nestable, current
// (`UIGraphicsGetCurrentContext()`) between the two calls. Each begun context records a drawing, as an
// image renderer's actions do (see ``UIGraphicsImageRenderer``).

/// Begins an image context of `size` points at scale 1, not opaque, as UIKit's
/// `UIGraphicsBeginImageContext(_:)`.
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points, opaque (black where nothing is drawn) or not, at `scale`
/// — 0 meaning the main screen's — and makes it the current context, as UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`. Contexts nest: the last begun is current.
///
/// A size that is empty, negative or not finite begins nothing, with an `image.invalidContextSize`
/// warning, as UIKit logs that it failed to allocate the bitmap context; the matching
/// ``UIGraphicsGetImageFromCurrentImageContext()`` then returns nil.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        Diagnostics.warn("image.invalidContextSize",
                         "UIGraphicsBeginImageContext: size \(size.width)×\(size.height) is not drawable; no context begun")
        return
    }
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    if scale != 0 { format.scale = scale }
    let bounds = CGRect(origin: .zero, size: size)
    UIGraphicsContext.pushCurrent(UIGraphicsContext(drawingBounds: bounds, imageFormat: format.copy(bounds: bounds)))
}

/// The image drawn so far in the current image context, as UIKit's
/// `UIGraphicsGetImageFromCurrentImageContext()`; nil when the current context is not an image
/// context (none was begun, or a view is drawing). Drawing may go on after it.
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsContext.currentImageContext, let format = context.imageFormat else { return nil }
    return UIGraphicsImageRenderer.image(of: context.closedCommands, format: format)
}

/// Ends the current image context, making the one before it current again, as UIKit's
/// `UIGraphicsEndImageContext()`. When the current context is not an image context — none was begun,
/// or a view is drawing — nothing is ended, with a `graphics.noImageContext` warning (UIKit would pop
/// whatever context is current).
@MainActor public func UIGraphicsEndImageContext() {
    guard let context = UIGraphicsContext.currentImageContext else {
        Diagnostics.warn("graphics.noImageContext", "UIGraphicsEndImageContext without a current image context; ignored")
        return
    }
    UIGraphicsContext.removeCurrent(context)
}
