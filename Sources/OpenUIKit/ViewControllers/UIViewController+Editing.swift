import Foundation

extension UIViewController {
    /// A bar button item that toggles editing: "Edit" while not editing, a bold "Done" while editing,
    /// calling ``setEditing(_:animated:)`` with animation when tapped, as UIKit's (the usual
    /// `navigationItem.rightBarButtonItem = editButtonItem` of a list screen). Made on first use.
    public var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        storedEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// Shows "Done" in the done style while editing, the Edit system item's own title otherwise.
    func updateEditButtonItem() {
        guard let item = storedEditButtonItem else { return }
        item.title = isEditing ? UIBarButtonItem.SystemItem.done.displayTitle : nil
        item.style = isEditing ? .done : .plain
    }
}
