import Foundation

extension UIView {
    /// The runtime's text measurer changed (``AppRuntime/textMeasurer``): every label in this view's
    /// tree measures its text again. A walk with a stack, not recursion: trees can be deep.
    func textMeasurerDidChange() {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            (view as? UILabel)?.forgetMeasuredText()
            pending.append(contentsOf: view.subviews)
        }
    }
}
