import Foundation

/// Resizable images: fixed caps at the edges, a middle that stretches or tiles, as UIKit's
/// `resizableImage(withCapInsets:resizingMode:)` and the older `stretchableImage(withLeftCapWidth:topCapHeight:)`.
/// The engine only records the insets; a renderer draws the nine parts (see ``DisplayCommand``).
extension UIImage {
    /// A copy of the image with `capInsets` (in points) fixed and the rest filled by `resizingMode`
    /// (`.tile` by default, as UIKit's `resizableImage(withCapInsets:)`).
    ///
    /// Insets that are negative or not finite, or caps that together exceed the image's width or height,
    /// are refused with an `image.invalidCapInsets` warning and the image is returned unchanged (main
    /// actor only because ``Diagnostics`` is).
    @MainActor
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets,
                               resizingMode: ResizingMode = .tile) -> UIImage {
        let values = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }),
              capInsets.horizontal <= size.width, capInsets.vertical <= size.height else {
            Diagnostics.warn("image.invalidCapInsets",
                             "Cap insets \(capInsets) do not fit a \(size.width)×\(size.height) image; ignored.")
            return self
        }
        return copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The old stretchable image, as UIKit's `stretchableImage(withLeftCapWidth:topCapHeight:)`: the
    /// left `leftCapWidth` points stay fixed, the one column after them stretches, and the rest is the
    /// right cap — so the right cap is `width − left − 1`, the bottom cap `height − top − 1`. A cap of
    /// 0 stretches the whole image along that axis. Caps are clamped to the image.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        func caps(_ cap: Int, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let whole = max(Int(length.rounded(.down)), 0)
            let leading = min(max(cap, 0), max(whole - 1, 0))
            return leading == 0 ? (0, 0) : (CGFloat(leading), CGFloat(whole - leading - 1))
        }
        let (left, right) = caps(leftCapWidth, size.width)
        let (top, bottom) = caps(topCapHeight, size.height)
        return copy(capInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The left cap of a stretchable image, in points, as UIKit's deprecated `leftCapWidth`.
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap of a stretchable image, in points, as UIKit's deprecated `topCapHeight`.
    public var topCapHeight: Int { Int(capInsets.top) }
}
