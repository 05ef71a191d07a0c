import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its ``UIStackView/axis``, with
    /// UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis: when they do not fit, the one with the lowest compression
        /// resistance shrinks; when they leave room, the one with the lowest hugging priority grows.
        /// Between equal priorities the view later in ``UIStackView/arrangedSubviews`` gives way (UIKit
        /// documents only that the index decides; OpenUIKit keeps the earlier views at their natural
        /// size, so the last one stretches, as a text field after its label does in a form row).
        case fill = 0
        /// Every view gets the same length, filling the axis.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic lengths.
        case fillProportionally = 2
        /// The views keep their natural lengths and the room left is shared out as equal gaps, at
        /// least ``UIStackView/spacing`` each.
        case equalSpacing = 3
        /// The views' centres are evenly spaced; when that does not fit, the gaps shrink to
        /// ``UIStackView/spacing`` first, then the views by their compression resistance.
        case equalCentering = 4
    }
}
