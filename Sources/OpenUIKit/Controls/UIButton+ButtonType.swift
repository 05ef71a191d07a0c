import Foundation

extension UIButton {
    /// The kinds of button, with UIKit's raw values.
    ///
    /// `.custom` draws only what the app sets. `.system` and the glyph types draw in the tint color and
    /// dim it while highlighted. The glyph types (`.detailDisclosure`, `.infoLight`, `.infoDark`,
    /// `.contactAdd`, `.close`) draw their standard symbol when no image is set.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7

        /// The pre-iOS 7 name of `.system`, which UIKit keeps as an alias.
        public static let roundedRect = ButtonType.system
    }
}
