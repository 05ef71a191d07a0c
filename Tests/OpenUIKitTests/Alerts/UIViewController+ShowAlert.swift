import OpenUIKit

/// An alert helper as iOS developers write it (compiles with only `import OpenUIKit`, as it would with
/// `import UIKit`): one call shows an alert with a list of actions, and a confirm-delete flow wraps it.
extension UIViewController {
    func showAlert(title: String?, message: String?, actions: [UIAlertAction] = []) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        if actions.isEmpty {
            alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        }
        actions.forEach { alert.addAction($0) }
        present(alert, animated: true, completion: nil)
    }

    func confirmDelete(itemName: String, sourceView: UIView, onDelete: @escaping () -> Void) {
        let sheet = UIAlertController(title: "Delete \"\(itemName)\"?",
                                      message: "This item will be deleted immediately. You can't undo this action.",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
        }
        present(sheet, animated: true)
    }
}
