import Foundation

/// The search field's delegate inside a ``UISearchBar``: turns the field's questions and events into
/// the bar delegate's (`searchBarShouldBeginEditing`, `textDidChange`, the Search key …), as UIKit's
/// search bar does for its own field. Held by the bar; holds the bar weakly.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { ask { $1.searchBarShouldBeginEditing($0) } }

    func textFieldDidBeginEditing(_ textField: UITextField) { tell { $1.searchBarTextDidBeginEditing($0) } }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { ask { $1.searchBarShouldEndEditing($0) } }

    func textFieldDidEndEditing(_ textField: UITextField) { tell { $1.searchBarTextDidEndEditing($0) } }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ask { $1.searchBar($0, shouldChangeTextIn: range, replacementText: string) }
    }

    /// The Search key: the delegate hears it; the keyboard stays up (nothing is registered for
    /// `.editingDidEndOnExit`), as UIKit's search bar leaves resigning to the app.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        tell { $1.searchBarSearchButtonClicked($0) }
        return true
    }

    /// `.editingChanged`: the user changed the text (the app setting `text` sends no event).
    func textDidChange(_ textField: UITextField) {
        tell { $1.searchBar($0, textDidChange: textField.text ?? "") }
    }

    /// The bar delegate's answer; UIKit's default (true) without a bar or delegate.
    private func ask(_ question: (UISearchBar, any UISearchBarDelegate) -> Bool) -> Bool {
        guard let searchBar, let delegate = searchBar.delegate else { return true }
        return question(searchBar, delegate)
    }

    /// Tells the bar delegate, if there is one.
    private func tell(_ event: (UISearchBar, any UISearchBarDelegate) -> Void) {
        guard let searchBar, let delegate = searchBar.delegate else { return }
        event(searchBar, delegate)
    }
}
