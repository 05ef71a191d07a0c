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
        guard Self.capInsets(capInsets, fit: size) else {
            Diagnostics.warn("image.invalidCapInsets",
                             "Cap insets \(capInsets) do not fit a \(size.width)×\(size.height) image; ignored.")
            return self
        }
        return copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// Whether `capInsets` can be the caps of an image of `size`: every inset finite and not negative,
    /// the caps together no wider or taller than the image. Both ``resizableImage(withCapInsets:resizingMode:)``
    /// and ``init(size:scale:bitmap:name:capInsets:resizingMode:renderingMode:)`` keep only such insets.
    static func capInsets(_ capInsets: UIEdgeInsets, fit size: CGSize) -> Bool {
        let values = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        return values.allSatisfy { $0.isFinite && $0 >= 0 }
            && capInsets.horizontal <= size.width && capInsets.vertical <= size.height
    }

    /// The old stretchable image, as UIKit's `stretchableImage(withLeftCapWidth:topCapHeight:)`: the
    /// left `leftCapWidth` points stay fixed, the one column after them stretches, and the rest is the
    /// right cap — so the right cap is `width − left − 1`, the bottom cap `height − top − 1`. A cap of
    /// 0 stretches the whole image along that axis. Caps are clamped to the image.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        // In floating point: an image's size may be more points than an Int holds.
        func caps(_ cap: Int, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let whole = length.rounded(.down)
            let leading = min(CGFloat(max(cap, 0)), max(whole - 1, 0))
            return leading == 0 ? (0, 0) : (leading, whole - leading - 1)
        }
        let (left, right) = caps(leftCapWidth, size.width)
        let (top, bottom) = caps(topCapHeight, size.height)
        return copy(capInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The left cap of a stretchable image, in whole points, as UIKit's deprecated `leftCapWidth`;
    /// `Int.max` for a cap of more points than an Int holds.
    public var leftCapWidth: Int { Self.wholePoints(capInsets.left) }

    /// The top cap of a stretchable image, in whole points, as UIKit's deprecated `topCapHeight`;
    /// `Int.max` for a cap of more points than an Int holds.
    public var topCapHeight: Int { Self.wholePoints(capInsets.top) }

    /// `inset` (finite and not negative: the initializer keeps no other) rounded down, at most `Int.max`.
    private static func wholePoints(_ inset: CGFloat) -> Int {
        inset < CGFloat(Int.max) ? Int(inset) : .max
    }
}
