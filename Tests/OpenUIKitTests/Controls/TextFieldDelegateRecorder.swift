import Foundation
import OpenUIKit

/// A text field delegate that logs each call and answers as told, for the text field tests.
@MainActor
final class TextFieldDelegateRecorder: UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    var resignsOnReturn = false
    /// Decides each edit; nil allows every one.
    var changeFilter: ((NSRange, String) -> Bool)?
    var changes: [(range: NSRange, string: String)] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        log.append("shouldChange")
        changes.append((range, string))
        return changeFilter?(range, string) ?? true
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        if resignsOnReturn { textField.resignFirstResponder() }
        return allowsReturn
    }
}
