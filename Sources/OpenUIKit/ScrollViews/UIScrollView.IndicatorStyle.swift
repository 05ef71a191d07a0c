import Foundation

extension UIScrollView {
    /// The look of the scroll indicators, as UIKit's.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark bars: UIKit's default, which reads on light content (OpenUIKit draws no light border).
        case `default`
        /// Dark bars, for light content.
        case black
        /// Light bars, for dark content.
        case white
    }
}
