import Foundation
import OpenUIKit

extension TextRun {
    /// Whether the run's shadow is drawn: a visible color at a finite offset.
    var drawsShadow: Bool {
        guard let shadowColor, !shadowColor.isFullyTransparent else { return false }
        return shadowOffset.width.isFinite && shadowOffset.height.isFinite
    }
}
