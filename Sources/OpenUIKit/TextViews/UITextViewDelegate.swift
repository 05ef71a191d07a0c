import Foundation

/// What a text view asks and tells its delegate, as UIKit's `UITextViewDelegate` (a scroll view's
/// delegate too, set through ``UIScrollView/delegate``). Every method is optional in UIKit; here each
/// has UIKit's default behaviour (the `should` methods answer true), so a delegate implements only
/// what it needs.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before editing begins (a tap, `becomeFirstResponder()`); false keeps the view from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Asked before editing ends (`resignFirstResponder()`); false keeps the view editing. Not asked
    /// when editing must end (the view left its window, or `endEditing(true)`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before each edit by the user (typing, Return, Backspace, cut, paste) replaces the
    /// characters in `range` (UTF-16 offsets) with `text`; false drops the edit. Not asked when the
    /// app sets `text`. Apps answer false to "\n" to send a message on Return, as on iOS.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent when the app sets it, as UIKit documents).
    func textViewDidChange(_ textView: UITextView)
    /// The selection or insertion point changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// UIKit's default: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// UIKit's default: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// UIKit's default: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
