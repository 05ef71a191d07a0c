import Foundation

/// How a switch draws itself, as iOS 17 draws it (measured from the simulator's 51 × 31 pt switch):
/// a pill-shaped track, filled light gray (``UIControl/valueControlTrackFill``) with ``onTintColor``
/// fading in over it as the thumb moves to the on end; a 27 pt white thumb inset 2 pt from the
/// track's edge, with a soft shadow under it; the thumb stretched to 34 pt wide toward the middle
/// while a finger is down.
extension UISwitch {
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 27
    /// The thumb's width while a finger is down on the switch.
    static let pressedThumbWidth: CGFloat = 34

    /// The track: the switch's size at the top left of its bounds.
    var trackRect: CGRect { CGRect(origin: bounds.origin, size: Self.switchSize) }

    /// Where the thumb is drawn for ``thumbPosition``, stretched while pressed.
    var thumbRect: CGRect {
        let track = trackRect
        let inset = (track.height - Self.thumbDiameter) / 2
        let width = isPressed ? Self.pressedThumbWidth : Self.thumbDiameter
        let travel = track.width - 2 * inset - width
        return CGRect(x: track.minX + inset + travel * thumbPosition, y: track.minY + inset,
                      width: width, height: Self.thumbDiameter)
    }

    /// Draws the track and the thumb into `context` (the switch's ``draw(_:)``).
    func drawSwitch(in context: CGContext) {
        let opacity = valueControlOpacity
        let track = trackRect
        let radius = track.height / 2
        context.fill(track, color: Self.valueControlTrackFill.multiplyingAlpha(by: opacity), cornerRadius: radius)
        let onColor = onTintColor ?? .systemGreen
        context.fill(track, color: onColor.multiplyingAlpha(by: thumbPosition * opacity), cornerRadius: radius)
        drawValueControlThumb(thumbRect, color: thumbTintColor ?? .white, in: context)
    }
}
