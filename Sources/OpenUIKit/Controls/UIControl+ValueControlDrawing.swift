import Foundation

/// Drawing shared by the value controls iOS 17 draws with a white, shadowed thumb (``UISwitch``,
/// ``UISlider``) and dims when disabled (those and ``UIStepper``).
extension UIControl {
    /// A disabled value control is drawn at half its opacity, as iOS dims a disabled switch, slider
    /// or stepper.
    static let disabledValueControlOpacity: CGFloat = 0.5

    /// The opacity the control's own drawing is multiplied by in its current state.
    var valueControlOpacity: CGFloat { isEnabled ? 1 : Self.disabledValueControlOpacity }

    /// The light gray fill iOS draws a switch's off track and a slider's maximum track with (the
    /// system fill, 120, 120, 128, at 16 %).
    static let valueControlTrackFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    /// Draws a thumb as iOS 17 does: a rounded (pill or round) shape in `color` with a soft shadow
    /// under it, at ``valueControlOpacity``. The shadow is cut at the control's bounds (its drawing is
    /// clipped, ``UIView/clipsOwnDrawing``): a redraw repaints only the bounds, so a shadow drawn past
    /// them would leave stale pixels behind when the thumb moves.
    func drawValueControlThumb(_ rect: CGRect, color: UIColor, in context: CGContext) {
        let opacity = valueControlOpacity
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 3), blur: 8,
                          color: UIColor(white: 0, alpha: 0.15 * opacity).cgColor)
        context.setFillColor(color.multiplyingAlpha(by: opacity).cgColor)
        context.addPath(UIBezierPath(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2).cgPath)
        context.fillPath()
        context.restoreGState()
    }

    /// The tint a value control draws `image` with: its tint color for a template (or symbol) image,
    /// as UIKit's image views tint templates; none for an original image.
    func templateTint(for image: UIImage) -> UIColor? {
        image.renderingMode == .alwaysTemplate || image.isSymbolImage ? tintColor : nil
    }

    /// Draws `image` at its own size centered on `center` (a stepper's glyph and divider images).
    func drawValueControlImage(_ image: UIImage, centeredAt center: CGPoint, opacity: CGFloat, in context: CGContext) {
        let size = image.size
        context.draw(image, in: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                       width: size.width, height: size.height),
                     tint: templateTint(for: image), alpha: opacity)
    }
}
