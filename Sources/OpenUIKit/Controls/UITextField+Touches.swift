import Foundation

/// Touches on a text field: a tap begins editing, a tap while editing moves the caret, a tap on the
/// clear button clears.
extension UITextField {
    /// A touch lifting inside the field acts, as UIKit's text field acts on the tap's end (a finger
    /// that slides off and lifts outside does nothing): on the clear button it clears; otherwise it
    /// begins editing, or moves the caret to the nearest character boundary when editing already.
    func touchEnded(_ touch: UITouch?) {
        guard let touch, isTouchInside else { return }
        let point = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            clearButtonTapped()
            return
        }
        if !isEditing {
            guard becomeFirstResponder() else { return }
        }
        scrollToCaret()
        let offset = closestOffset(toX: point.x)
        setSelection(anchor: offset, caret: offset)
    }

    /// The character boundary (UTF-16 offset) whose x is nearest `x`.
    func closestOffset(toX x: CGFloat) -> Int {
        let text = storedText as NSString
        var best = 0
        var bestDistance = abs(xPosition(ofOffset: 0) - x)
        var offset = 0
        while offset < text.length {
            offset = NSMaxRange(text.rangeOfComposedCharacterSequence(at: offset))
            let distance = abs(xPosition(ofOffset: offset) - x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return best
    }
}
