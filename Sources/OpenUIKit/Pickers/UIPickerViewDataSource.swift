import Foundation

/// Tells a ``UIPickerView`` how many wheels (components) it has and how many rows each holds, as
/// UIKit's `UIPickerViewDataSource`. Both methods are required, as in UIKit. The picker asks again on
/// ``UIPickerView/reloadAllComponents()`` and ``UIPickerView/reloadComponent(_:)``.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels) the picker shows, left to right.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
