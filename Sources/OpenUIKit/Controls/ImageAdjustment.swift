import Foundation

/// How a control draws its image for the state it is in, as UIKit's `adjustsImageWhenHighlighted` /
/// `adjustsImageWhenDisabled` do.
///
/// UIKit darkens a highlighted image and fades a disabled one. With display commands: a darkened image
/// is the image with a 30 % black copy of its shape (the image as a template, tinted) drawn over it,
/// so only the image's own pixels darken; a faded image is drawn at half opacity.
enum ImageAdjustment: Equatable, Sendable {
    case none
    case darkened
    case faded

    /// The tint of the shape drawn over a darkened image.
    static let darkeningTint = UIColor(white: 0, alpha: 0.3)
    /// The opacity of a faded image.
    static let fadedAlpha: CGFloat = 0.5

    @MainActor
    func draw(_ image: UIImage, in rect: CGRect, tint: UIColor?, into context: UIGraphicsContext) {
        switch self {
        case .none:
            context.draw(image, in: rect, tint: tint)
        case .darkened:
            context.draw(image, in: rect, tint: tint)
            context.draw(image.withRenderingMode(.alwaysTemplate), in: rect, tint: ImageAdjustment.darkeningTint)
        case .faded:
            context.draw(image, in: rect, tint: tint, alpha: ImageAdjustment.fadedAlpha)
        }
    }
}
