import Foundation

extension UIButton.Configuration {
    /// The look a style gives, which decides the colors left nil (see ``resolved(for:tintColor:)``).
    enum Style: Sendable {
        /// Content in the foreground color, no background (``plain()``, ``borderless()``).
        case plain
        /// A light gray background (``gray()``, ``bordered()``).
        case gray
        /// A pale background of the base color (``tinted()``, ``borderedTinted()``).
        case tinted
        /// A background of the base color with white content (``filled()``, ``borderedProminent()``).
        case filled
    }
}
