import Foundation

/// How a slider looks, as iOS 17 draws it: a 4 pt rounded track, filled with the minimum track tint
/// (the tint color) from its leading end to the thumb and a light gray fill
/// (``UIControl/valueControlTrackFill``) after it; a 28 pt white round thumb with a soft shadow; the
/// value images at the ends. Images set per state replace the drawn parts: a track image is drawn
/// stretched over its part of the track (make it resizable to keep its ends), a thumb image at the
/// thumb's rectangle.
extension UISlider {
    // MARK: Per-state images

    /// Sets the thumb image for `state`, as UIKit's; nil removes it (the state uses the normal one,
    /// and with none the round thumb is drawn).
    public func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// Sets the image of the track from the leading end to the thumb for `state`.
    public func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// Sets the image of the track from the thumb to the trailing end for `state`.
    public func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages.set(image, for: state)
        setNeedsDisplay()
    }

    /// The thumb image for `state`: its own, else the normal state's.
    public func thumbImage(for state: State) -> UIImage? { thumbImages[state] }
    /// The minimum track image for `state`: its own, else the normal state's.
    public func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state] }
    /// The maximum track image for `state`: its own, else the normal state's.
    public func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state] }

    /// The thumb image for the current state.
    public var currentThumbImage: UIImage? { thumbImages[state] }
    /// The minimum track image for the current state.
    public var currentMinimumTrackImage: UIImage? { minimumTrackImages[state] }
    /// The maximum track image for the current state.
    public var currentMaximumTrackImage: UIImage? { maximumTrackImages[state] }

    // MARK: Drawing

    /// Draws the value images, the track and the thumb at ``presentationValue``.
    func drawSlider(in context: CGContext) {
        let opacity = valueControlOpacity
        if let image = minimumValueImage {
            context.draw(image, in: minimumValueImageRect(forBounds: bounds), tint: templateTint(for: image), alpha: opacity)
        }
        if let image = maximumValueImage {
            context.draw(image, in: maximumValueImageRect(forBounds: bounds), tint: templateTint(for: image), alpha: opacity)
        }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: presentationValue)
        // Each part is a pill that runs on under the thumb, so only its outer end shows rounded.
        let split = min(max(thumb.midX, track.minX), track.maxX)
        let radius = track.height / 2
        let leading = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let trailing = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        if let image = currentMaximumTrackImage {
            context.draw(image, in: trailing, alpha: opacity)
        } else {
            let start = max(split - radius, track.minX)
            context.fill(CGRect(x: start, y: track.minY, width: track.maxX - start, height: track.height),
                         color: (maximumTrackTintColor ?? Self.valueControlTrackFill).multiplyingAlpha(by: opacity),
                         cornerRadius: radius)
        }
        if let image = currentMinimumTrackImage {
            context.draw(image, in: leading, alpha: opacity)
        } else {
            let end = min(split + radius, track.maxX)
            context.fill(CGRect(x: track.minX, y: track.minY, width: end - track.minX, height: track.height),
                         color: (minimumTrackTintColor ?? tintColor).multiplyingAlpha(by: opacity),
                         cornerRadius: radius)
        }
        if let image = currentThumbImage {
            context.draw(image, in: thumb, alpha: opacity)
        } else {
            drawValueControlThumb(thumb, color: thumbTintColor ?? .white, in: context)
        }
    }
}
