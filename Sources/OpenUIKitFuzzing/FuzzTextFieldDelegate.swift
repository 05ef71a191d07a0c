import Foundation
import OpenUIKit

/// The delegate some fuzz text fields have (``FuzzTextEditor``): it refuses the user's changes while
/// ``refusesChanges`` is set, as an app's `textField(_:shouldChangeCharactersIn:replacementString:)`
/// does to filter input. UIKit then leaves the text as it was, so the editor's model must too.
@MainActor
final class FuzzTextFieldDelegate: UITextFieldDelegate {
    /// Whether the next changes are refused (the editor draws it before each edit).
    var refusesChanges = false

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        !refusesChanges
    }
}
