import Foundation

/// What a ``UIPickerView`` shows in each row and how big its components are, and what it tells when the
/// user selects a row, as UIKit's `UIPickerViewDelegate`. Every method is optional, as in UIKit:
/// the defaults below are what UIKit does when a delegate leaves a method out.
///
/// A row shows, in UIKit's order of preference, the view from
/// ``pickerView(_:viewForRow:forComponent:reusing:)``, else the attributed title, else the plain title.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The width of `component`; by default the components share the picker's width evenly.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`; 32 points by default (``UIPickerView/defaultRowHeight``).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The row's title, drawn centred in the picker's row font; nil by default.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The row's title with attributes, preferred over the plain title; nil by default.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                    forComponent component: Int) -> NSAttributedString?
    /// The view the row shows. `view` is a row view that scrolled out of sight, to reuse. By default a
    /// label with the row's (attributed) title, as UIKit draws a row the delegate gives no view for.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                    reusing view: UIView?) -> UIView
    /// The user settled `component` on `row`, by spinning the wheel or tapping the row. Not called for
    /// ``UIPickerView/selectRow(_:inComponent:animated:)``, as UIKit documents.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Without a width from the delegate, the components share the picker's width evenly.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.evenComponentWidth
    }

    /// Without a row height from the delegate, rows are 32 points tall.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }

    /// Without a title, a row shows nothing.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    /// Without an attributed title, a row shows its plain title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        nil
    }

    /// Without a view, a row shows a label with its attributed title, else its title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        pickerView.titleLabel(forRow: row, forComponent: component, reusing: view)
    }

    /// Without this method, nothing hears the user's selections.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
