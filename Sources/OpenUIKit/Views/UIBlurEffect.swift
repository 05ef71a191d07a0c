import Foundation

/// A blur, as UIKit's `UIBlurEffect(style:)`: what a bar's default background is made of
/// (``UIBarAppearance/configureWithDefaultBackground()`` sets a `.systemChromeMaterial` blur, as
/// UIKit's bars). Stored with its ``style``; drawn as a flat colour (see ``UIVisualEffect``).
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material this blur shows.
    public let style: Style

    /// A blur in `style`, as UIKit's `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}
